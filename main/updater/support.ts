/**
 * Can this install replace itself? electron-updater only updates what it can overwrite: the
 * NSIS-installed app on Windows, the app bundle on macOS and, on Linux, the AppImage it was
 * launched from. A store build updates through its store, a portable .exe or a .deb / Flatpak /
 * Snap install is replaced by hand or by its package manager, so the updater must stay off there
 * instead of downloading what it cannot install. (Unpackaged development builds and the feed
 * configuration are checked by the updater itself.)
 */

/** What the running process tells about how it was installed. */
export interface InstallFacts {
  platform: string;
  env: Record<string, string | undefined>;
  /** Electron's process.windowsStore: an appx from the Microsoft Store. */
  windowsStore?: boolean;
  /** Electron's process.mas: a Mac App Store build. */
  mas?: boolean;
}

/** Why this install cannot update itself (a Portuguese phrase for the log), or null when it can. */
export function selfUpdateBlocker({ platform, env, windowsStore, mas }: InstallFacts): string | null {
  switch (platform) {
    case 'win32':
      if (windowsStore) return 'instalação da Microsoft Store (a loja atualiza)';
      // electron-builder's portable target sets it: a single .exe that nothing installs over.
      if (env.PORTABLE_EXECUTABLE_DIR) return 'versão portátil (substitua o .exe pela nova versão)';
      return null;
    case 'darwin':
      return mas ? 'instalação da Mac App Store (a loja atualiza)' : null;
    case 'linux':
      if (env.FLATPAK_ID || env.container === 'flatpak') return 'instalação Flatpak (o Flatpak atualiza)';
      if (env.SNAP) return 'instalação Snap (o Snap atualiza)';
      // The AppImage runtime sets APPIMAGE to the file electron-updater replaces.
      if (!env.APPIMAGE) return 'instalação .deb (atualize instalando o novo .deb)';
      return null;
    default:
      return `sistema ${platform} sem atualização automática`;
  }
}
