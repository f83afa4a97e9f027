import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { createPlatform } from './platform';
import { installDefaultTrustedTypesPolicy } from './app/trustedTypes';
import { markStart } from './offline/startMarks';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/backoffice.css';

markStart('script');

// Before anything starts a worker or touches a script sink.
installDefaultTrustedTypesPolicy(window);

const container = document.getElementById('root');
if (!container) throw new Error('#root ausente no index.html');
const root = createRoot(container);
const platform = createPlatform(window);

void bootstrap({ render: (node) => root.render(<StrictMode>{node}</StrictMode>) }, platform, () =>
  window.location.reload(),
);
