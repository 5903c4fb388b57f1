import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './App';
import { initI18n } from './i18n';
import { storesCreated } from './perfProbe';
import { getPlatform } from './platform';
import { StoresProvider } from './stores/context';
import { broadcastPrefsChannel } from './stores/PreferencesStore';
import { RootStore } from './stores/RootStore';
import './styles.css';

async function start() {
  preloadScreen(window.location.pathname);
  // The configuration first (it says where the API is), then one API client and every store over it.
  const platform = getPlatform();
  const config = await platform.config();
  const store = new RootStore({ platform, config, prefsChannel: broadcastPrefsChannel() });
  storesCreated(store);
  const root = createRoot(document.getElementById('root')!);
  // The saved language decides which language's texts the first screen fetches (one chunk, not nine).
  await store.prefs.load();
  await initI18n(store.prefs.language);
  root.render(
    <StrictMode>
      <StoresProvider store={store}>
        <App />
      </StoresProvider>
    </StrictMode>,
  );
  await store.start();
}

void start();
