// Entry point of the renderer: mounts the app with the host API (Electron preload or the browser loopback client).
import { mount } from 'svelte';
import App from './App.svelte';
import { connectApi } from './lib/api.js';
import { watchInput } from './lib/trail-input.js';
import './styles/global.css';

const target = document.getElementById('app');
if (!target) throw new Error('no #app element');
watchInput(window);
connectApi().then(
  (api) => mount(App, { target, props: { api } }),
  (e: unknown) => {
    target.textContent = `Cannot reach the game host: ${e instanceof Error ? e.message : String(e)}`;
  },
);
