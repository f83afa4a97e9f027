import { useEffect, useRef } from 'react';
import type { CloseChoice } from '../../../../shared/bridge';
import { dialogs } from '../../components/feedback/dialogs';
import type { Platform } from '../../platform';

const CLOSE_PROMPT_TITLE = 'Tem certeza que precisa fechar?';

/** Asks the close question (03 §2.22) and hands the answer to the host. */
function askClose(platform: Platform): Promise<CloseChoice> {
  return dialogs
    .choose<CloseChoice>({
      key: 'close-prompt',
      title: CLOSE_PROMPT_TITLE,
      message: 'Minimizar mantém o aplicativo aberto na bandeja do sistema, recebendo pedidos.',
      options: [
        { value: 'minimize', label: 'Minimizar', variant: 'primary' },
        { value: 'quit', label: 'Fechar', variant: 'danger' },
        { value: 'cancel', label: 'Cancelar', variant: 'secondary' },
      ],
      dismissValue: 'cancel',
    })
    .then((choice) => {
      platform.window.answerClose(choice);
      return choice;
    });
}

/** Listens for the window's close button ('on-close-click'); renders nothing. */
export function ClosePrompt({ platform }: { platform: Platform }) {
  const asking = useRef(false);
  useEffect(
    () =>
      platform.window.onCloseClick(() => {
        // A second click while the question is up must not answer twice.
        if (asking.current) return;
        asking.current = true;
        void askClose(platform).finally(() => {
          asking.current = false;
        });
      }),
    [platform],
  );
  return null;
}
