import { useState } from 'react';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { FeedbackHost } from '../components/feedback/FeedbackHost';
import { ClosePrompt } from '../features/updater/ClosePrompt';
import { UpdaterGate } from '../features/updater/UpdaterGate';
import { createAppRoutes } from './routes';
import { ServicesProvider, type Services } from '../services/services';

/** The app once the runtime config is known: router (hash: works from file://), dialogs, toasts. */
export function App({ services }: { services: Services }) {
  const [router] = useState(() => createHashRouter(createAppRoutes()));
  return (
    <ServicesProvider value={services}>
      <UpdaterGate platform={services.platform}>
        <RouterProvider router={router} />
      </UpdaterGate>
      <ClosePrompt platform={services.platform} />
      <FeedbackHost />
    </ServicesProvider>
  );
}
