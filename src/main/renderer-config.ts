import type { RendererConfig } from '@shared/bridge';
import { ticketLayout } from '@shared/operator-config';
import type { OperatorConfig } from '@shared/operator-config';
import { parseUrl } from './url-policy';

// What the renderer is told about the operator, and the provider allow-list main enforces, both derived
// from the operator config plus the embedded API's address when that is in use.

export function rendererConfigFor(config: OperatorConfig, apiBaseUrl: string): RendererConfig {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    apiBaseUrl: base,
    // API.md: odds cache and providers default to groups below the API base.
    oddsBaseUrl: config.oddsBaseUrl || `${base}/cache`,
    providerBaseUrl: config.providerBaseUrl || `${base}/provider`,
    brandName: config.brandName,
    whiteLabel: config.whiteLabel,
    theme: config.theme,
    themeColors: config.themeColors,
    kiosk: config.kiosk,
    kioskIdleMinutes: config.kioskIdleMinutes,
    defaultLanguage: config.defaultLanguage,
    support: config.support ?? {},
    tickets: ticketLayout(config.tickets),
  };
}

/**
 * What one window is told: the main window runs the kiosk idle countdown; a pop-up (info, game, live TV) runs none of
 * its own, because main forwards the player's input in every pop-up to the main window's countdown, and a second
 * countdown in a pop-up would log a player out who is busy in the main window.
 */
export function rendererConfigForWindow(config: RendererConfig, isMainWindow: boolean): RendererConfig {
  return isMainWindow ? config : { ...config, kioskIdleMinutes: undefined };
}

/**
 * The operator's provider hosts plus the origin actually serving provider launch pages. A loopback provider (the
 * embedded reference API) is added with its port: `127.0.0.1` alone would let a game window load, or the system
 * browser open, any other program listening on this machine.
 */
export function providerAllowList(config: OperatorConfig, renderer: RendererConfig): string[] {
  const hosts = new Set(config.providerHosts.map((h) => h.toLowerCase()));
  const provider = renderer.providerBaseUrl ? parseUrl(renderer.providerBaseUrl) : null;
  if (provider) hosts.add((provider.port ? provider.host : provider.hostname).toLowerCase());
  return [...hosts];
}
