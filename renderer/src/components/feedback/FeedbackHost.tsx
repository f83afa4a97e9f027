import { Toaster } from 'sonner';
import { DialogHost } from './DialogHost';

/** Mounted once at the root: the toasts and the dialog queue. */
export function FeedbackHost() {
  return (
    <>
      <Toaster
        position="top-right"
        richColors
        closeButton
        visibleToasts={4}
        offset={{ top: 72, right: 16 }}
        toastOptions={{ className: 'toast' }}
      />
      <DialogHost />
    </>
  );
}
