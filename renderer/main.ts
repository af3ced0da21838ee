// Entry point of the renderer: mounts the app with the host API (Electron preload or the browser loopback client), or
// the always-on host's owner page when opened from the owner link.
import { mount } from 'svelte';
import App from './App.svelte';
import { connectApi, ownerClient } from './lib/api.js';
import { reloadOnFailedCode } from './lib/code-reload.js';
import { setLanguage } from './i18n/index.svelte.js';
import { watchInput } from './lib/trail-input.js';
import './styles/global.css';

const target = document.getElementById('app');
if (!target) throw new Error('no #app element');
watchInput(window);
const owner = ownerClient();
if (owner) {
  // the owner page of the always-on host: no game API, the browser's language
  setLanguage(navigator.language);
  // its code is fetched by the owner link only: every other page starts without it (a failed fetch reloads the page)
  reloadOnFailedCode(window, sessionStorage, () => null);
  import('./screens/OwnerScreen.svelte').then(
    (page) => mount(page.default, { target, props: { owner } }),
    (e: unknown) => {
      target.textContent = `Cannot load the owner page: ${e instanceof Error ? e.message : String(e)}`;
    },
  );
} else {
  connectApi().then(
    (api) => mount(App, { target, props: { api } }),
    (e: unknown) => {
      target.textContent = `Cannot reach the game host: ${e instanceof Error ? e.message : String(e)}`;
    },
  );
}
