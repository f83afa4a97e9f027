import { Settings2 } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

const CONFIG_MISSING_TITLE = 'Configuração da API ausente';

/**
 * The runtime config has no usable API bases: nothing can work, so say what to configure
 * (desktop: config/app.config.json; web: runtime-config.json next to index.html).
 */
export function ConfigMissingScreen({ problems, kind }: { problems: string[]; kind: 'desktop' | 'web' }) {
  return (
    <main className="app-fallback">
      <StatusScreen tone="danger" icon={<Settings2 size={48} />} title={CONFIG_MISSING_TITLE}>
        <p>
          Configuração da API ausente ou inválida: o aplicativo não sabe em quais endereços está a plataforma
          de pedidos, por isso não pode continuar.
        </p>
        {kind === 'desktop' ? (
          <p>
            Informe os endereços no campo <code>api</code> do arquivo <code>config/app.config.json</code> (v1,
            v2, json, finance, upload, users e chatSocket, cada um uma URL http:// ou https://) e reinicie o
            aplicativo.
          </p>
        ) : (
          <p>
            O servidor que publica este painel deve servir o arquivo <code>runtime-config.json</code> ao lado
            do <code>index.html</code>, com o campo <code>api</code> (v1, v2, json, finance, upload, users e
            chatSocket, cada um uma URL http:// ou https://). Depois, recarregue a página.
          </p>
        )}
        {problems.length > 0 ? (
          <ul className="status-page__list" aria-label="Problemas encontrados">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <p>Se você não administra esta instalação, fale com o suporte técnico.</p>
      </StatusScreen>
    </main>
  );
}
