import './lib/zod-csp';
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot';
import './styles/global.css';

// The app runs on Preact (vite.config.ts). React runs the effects of a render caused by an input
// right after it commits; Preact waits for the next frame. Radix starts listening for a click
// outside a dialog from an effect, so a click in the first frame after a dialog opened went
// unnoticed. Effects run in a microtask after the commit instead, as React runs them for input.
options.requestAnimationFrame = queueMicrotask;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);
