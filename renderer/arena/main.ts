// Stand-alone entry of the Arena screen (renderer/arena/index.html): the same host API as the app, the Arena screen
// alone. Used by e2e/arena.spec.ts (built on its own) and handy for development before the app routes to the screen.
import { mount } from 'svelte';
import ArenaScreen from './ArenaScreen.svelte';
import { connectApi } from '../lib/api.js';
import { setLanguage } from '../i18n/index.svelte.js';
import '../styles/global.css';

const target = document.getElementById('app');
if (!target) throw new Error('no #app element');
connectApi().then(
  async (api) => {
    const settings = await api.getSettings({});
    if (settings.ok) setLanguage(settings.value.language);
    mount(ArenaScreen, { target, props: { api, onexit: () => location.reload() } });
  },
  (e: unknown) => {
    target.textContent = `Cannot reach the game host: ${e instanceof Error ? e.message : String(e)}`;
  },
);
