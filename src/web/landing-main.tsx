import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasStoredSession } from './features/auth/auth-storage.ts';
import { LandingApp } from './features/landing/landing-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/** Starts the whole app in this page: its scripts and styles, which the build lists in the page's #app-assets template. */
function startApp(assets: HTMLTemplateElement): void {
  for (const tag of assets.content.children) {
    const copy = document.createElement(tag.tagName.toLowerCase());
    for (const { name, value } of tag.attributes) copy.setAttribute(name, value);
    document.head.append(copy);
  }
}

// The main domain's root: a visitor gets the landing page from this small script, which renders over the same page
// rendered when the app was built (it painted before the script arrived); someone signed in gets the whole app,
// which takes them to their workspace.
const appAssets = document.getElementById('app-assets');
if (hasStoredSession() && appAssets instanceof HTMLTemplateElement) {
  root.replaceChildren();
  startApp(appAssets);
} else {
  createRoot(root).render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
