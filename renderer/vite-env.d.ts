// Ambient types of the Vite build: CSS side-effect imports.
declare module '*.css';
