// Renders the landing page to HTML when the web app is built (vite.config.ts), so that it paints before its
// script has arrived. Run in Node: the app reads the page's address from `window.location` (the main domain here).
import './prerender-window.ts';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app.tsx';

export function renderLandingPage(): string {
  return renderToString(<LandingApp prerenderedAt="/" />);
}
