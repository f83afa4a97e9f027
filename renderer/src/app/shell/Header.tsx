import { Headset, Menu, X } from 'lucide-react';
import { useServices } from '../../services/services';
import { LogoImage } from '../../components/LogoImage';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';
import { StoreSwitch } from './StoreSwitch';
import { BusyControl } from './pause/BusyControl';
import { PauseControl } from './pause/PauseControl';

export function Header({
  menuOpen,
  onToggleMenu,
  menuId,
}: {
  menuOpen: boolean;
  onToggleMenu(): void;
  menuId: string;
}) {
  const { config, platform } = useServices();
  const supportChat = config.brand.supportChat;
  const info = useShop((s) => s.info);
  const user = useSession((s) => s.user);
  const storeName = info?.nome || user?.company || '';
  const storeLogo = info?.logotipo || user?.logo;
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn icon-btn--on-primary"
        aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X size={24} aria-hidden /> : <Menu size={24} aria-hidden />}
      </button>
      <LogoImage
        className="app-header__product"
        src={config.brand.logo}
        alt={config.brand.name}
        fallback={config.brand.name}
      />
      <div className="app-header__store">
        {storeLogo ? (
          <LogoImage className="app-header__store-logo" src={storeLogo} alt="" fallback="" allowHttp />
        ) : null}
        <span className="app-header__store-name" title={storeName}>
          {storeName}
        </span>
      </div>
      <div className="app-header__end">
        {supportChat ? (
          <button
            type="button"
            className="app-header__help"
            title={`Abrir o chat de suporte (${supportChat.provider})`}
            onClick={() => void platform.app.openExternal(supportChat.url)}
          >
            <Headset size={20} aria-hidden />
            <span>Ajuda</span>
          </button>
        ) : null}
        <BusyControl />
        <PauseControl />
        <StoreSwitch />
      </div>
    </header>
  );
}
