/** The real tray icon and native menu. */
import type { Menu as MenuClass, MenuItemConstructorOptions, NativeImage, Tray as TrayClass } from 'electron';
import type { TrayIconState, TrayLike, TrayMenuItem } from '../window/tray';

/** Icon files per state; without 'pending' the icon never changes. */
type TrayIconPaths = { idle: string; pending?: string };

export function trayFactory(
  Tray: typeof TrayClass,
  createImage: (path: string) => NativeImage,
  icons: TrayIconPaths,
  template = false,
): () => TrayLike {
  return () => {
    const images = new Map<TrayIconState, NativeImage>();
    const image = (state: TrayIconState) => {
      let img = images.get(state);
      if (!img) {
        img = createImage((state === 'pending' ? icons.pending : undefined) ?? icons.idle);
        // macOS tints template images for light/dark menu bars (bundled names lose the 'Template' suffix).
        if (template) img.setTemplateImage(true);
        images.set(state, img);
      }
      return img;
    };
    const tray = new Tray(image('idle'));
    return {
      setToolTip: (text) => tray.setToolTip(text),
      setContextMenu: (menu) => tray.setContextMenu(menu as MenuClass | null),
      on: (event, listener) => tray.on(event as 'click', () => listener()),
      destroy: () => tray.destroy(),
      setIconState: (state) => {
        if (!tray.isDestroyed()) tray.setImage(image(state));
      },
    };
  };
}

export function menuBuilder(Menu: typeof MenuClass): (items: TrayMenuItem[]) => MenuClass {
  return (items) =>
    Menu.buildFromTemplate(
      items.map((item): MenuItemConstructorOptions => {
        const click = item.click;
        return {
          type: item.type ?? 'normal',
          ...(item.label !== undefined ? { label: item.label } : {}),
          ...(click ? { click: () => click() } : {}),
        };
      }),
    );
}
