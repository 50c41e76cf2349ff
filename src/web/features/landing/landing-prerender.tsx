// Renders the landing page to HTML when the web app is built (vite.config.ts), so that it paints before its
// script has arrived. Run in Node: the app reads the page's address from `window.location` (the main domain here).
import './prerender-window.ts';
import { type RenderedPage, renderPage } from '../../app/render-page.ts';
import { LandingApp } from './landing-app.tsx';

export function renderLandingPage(): RenderedPage {
  return renderPage(<LandingApp prerenderedAt="/" />);
}
