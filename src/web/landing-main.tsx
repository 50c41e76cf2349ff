// Only the styles of Mantine's components the landing page shows (the drawer's come with it): a fifth of all of
// them, which the page would otherwise wait for before it paints.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Burger.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './features/landing/landing-app.tsx';
import { hasStoredSession } from './session/auth-storage.ts';

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

// The main domain's root: a visitor gets the landing page from this small script, which takes over the page
// rendered when the app was built (it painted before the script arrived); someone signed in gets the whole app,
// which takes them to their workspace.
const appAssets = document.getElementById('app-assets');
const page = (
  <StrictMode>
    <LandingApp />
  </StrictMode>
);
if (hasStoredSession() && appAssets instanceof HTMLTemplateElement) {
  root.replaceChildren();
  startApp(appAssets);
} else if (root.hasChildNodes() && window.location.search === '') {
  // The page rendered at build time is this address's: React hydrates it, in slices that leave the page responsive.
  hydrateRoot(root, page);
} else {
  // A confirmation link's parameters, for one, render differently: the page is rendered anew over the built one.
  createRoot(root).render(page);
}
