import { makeAutoObservable, runInAction } from 'mobx';
import type { LogoResponse } from '@shared/api/auth';
import type { RendererConfig } from '@shared/bridge';
import type { OperatorThemeColors } from '@shared/operator-config';
import type { ThemeName } from './PreferencesModel';
import { THEMES } from './PreferencesModel';

const isTheme = (value: unknown): value is ThemeName => (THEMES as readonly unknown[]).includes(value);

/**
 * The operator's branding: logo and theme from `getlogo`, white-label from it or the operator config.
 * White-label hides our header and applies the operator's theme; otherwise the player's theme choice wins.
 */
export class UiBranding {
  logo: LogoResponse | null = null;
  config: RendererConfig | null = null;

  constructor(private readonly fetchLogo: () => Promise<LogoResponse>) {
    makeAutoObservable<this, 'fetchLogo'>(this, { fetchLogo: false });
  }

  get whiteLabel(): boolean {
    return (this.config?.whiteLabel ?? false) || (this.logo?.white_label ?? false);
  }

  /** An install configured as white-label brings its own theme; otherwise the operator's backend names it (getlogo). */
  get operatorTheme(): ThemeName | null {
    const name = this.config?.whiteLabel ? this.config.theme : (this.logo?.theme ?? this.config?.theme);
    return isTheme(name) ? name : null;
  }

  get brandName(): string {
    return this.config?.brandName ?? this.logo?.alt ?? 'Sportsbook';
  }

  /** The theme to render with, given the player's own choice. */
  themeFor(playerTheme: ThemeName): ThemeName {
    return this.whiteLabel && this.operatorTheme ? this.operatorTheme : playerTheme;
  }

  /** The operator's own colours, applied over the theme in white-label mode. */
  get operatorColors(): OperatorThemeColors | undefined {
    return this.whiteLabel ? this.config?.themeColors : undefined;
  }

  async load(config: RendererConfig): Promise<void> {
    this.config = config;
    try {
      const logo = await this.fetchLogo();
      runInAction(() => {
        this.logo = logo;
      });
    } catch {
      // No logo: the brand name is shown as text.
    }
  }
}
