/**
 * The installer's appId (electron-builder.yml `appId`; a unit test keeps the two equal). On
 * Windows it is also the AppUserModelID: the taskbar groups the window under it and a click on
 * a notification reaches this app only when the running app uses the installer's id.
 */
export const APP_ID = 'br.com.caixadelivery.desktop';
