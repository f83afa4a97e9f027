/** Electron's Notification behind the CreateNotification seam the attention service takes. */
import type { Notification as NotificationClass } from 'electron';
import type { CreateNotification } from '../attention/service';

export function notificationFactory(Notification: typeof NotificationClass): CreateNotification {
  return (options) => {
    const notification = new Notification(options);
    return {
      show: () => notification.show(),
      on: (event, listener) => notification.on(event as 'click', () => listener()),
    };
  };
}
