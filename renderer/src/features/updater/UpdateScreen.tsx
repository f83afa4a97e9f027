import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { useUpdater } from '../../stores/updater';
import '../../styles/updater.css';

export const UPDATING_TITLE = 'Atualizando...';

export default function UpdateScreen() {
  const { percent, message, version, failed, dismiss } = useUpdater();
  const rounded = Math.round(percent);
  return (
    <main className="update-screen">
      <div className="update-screen__card">
        <Download className="update-screen__icon" size={48} aria-hidden />
        <h1 className="update-screen__title">{UPDATING_TITLE}</h1>
        <p className="update-screen__text">
          {version ? `Estamos instalando a versão ${version}. ` : 'Estamos instalando uma nova versão. '}
          Não desligue o computador: o aplicativo reinicia sozinho ao terminar.
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label="Progresso da atualização"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={`${rounded}%`}
        >
          <div className="progress__bar" style={{ width: `${rounded}%` }} />
        </div>
        <p className="update-screen__percent" aria-hidden>
          {rounded}%
        </p>
        <p className="update-screen__message" role="status" aria-live="polite">
          {message ?? ''}
        </p>
        {failed ? (
          <div className="update-screen__failed">
            <p>A atualização não pôde ser concluída agora; ela será tentada de novo mais tarde.</p>
            <Button onClick={dismiss}>Voltar ao aplicativo</Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
