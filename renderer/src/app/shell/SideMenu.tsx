import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { accessReadingOf } from '../../../../shared/config';
import { buildMenu } from '../../../../shared/routes';
import { useServices } from '../../services/services';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';
import { FALLBACK_MENU_ICON, MENU_ICONS } from './menuIcons';

/**
 * The side menu of spec 01 §2: items filtered by role, store flag and whether their screen has
 * landed; 'Sair da Loja' and the app version at the bottom.
 */
export function SideMenu({ id, onLogout }: { id: string; onLogout(): void }) {
  const { platform, isRegistered, config } = useServices();
  const roles = useSession((s) => s.user?.role_group);
  const uploadEmMassa = useShop((s) => s.info?.upload_em_massa ?? false);
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    platform.app
      .getInfo()
      .then((info) => alive && setVersion(info.version))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [platform]);

  const sections = buildMenu({
    roles,
    isRegistered,
    flags: { upload_em_massa: uploadEmMassa },
    reading: accessReadingOf(config),
  });

  return (
    <nav id={id} className="side-menu" aria-label="Menu principal">
      <div className="side-menu__scroll">
        {sections.map((section) => (
          <div key={section.id ?? 'main'} className="side-menu__section">
            {section.label ? (
              <h2 className="side-menu__group" id={`menu-group-${section.id}`}>
                {section.label}
              </h2>
            ) : null}
            <ul aria-labelledby={section.label ? `menu-group-${section.id}` : undefined}>
              {section.items.map((item) => {
                const Icon = MENU_ICONS[item.path] ?? FALLBACK_MENU_ICON;
                return (
                  <li key={item.path}>
                    <NavLink to={item.path} end className="side-menu__link">
                      <Icon size={20} aria-hidden />
                      <span>{item.label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <div className="side-menu__section">
          <ul>
            <li>
              <button type="button" className="side-menu__link side-menu__logout" onClick={onLogout}>
                <LogOut size={20} aria-hidden />
                <span>Sair da Loja</span>
              </button>
            </li>
          </ul>
        </div>
      </div>
      {version ? <p className="side-menu__version">Versão {version}</p> : null}
    </nav>
  );
}
