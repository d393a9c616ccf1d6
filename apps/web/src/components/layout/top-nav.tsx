import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../ui/button';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'text-brand-700 dark:text-brand-300'
      : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
  }`;

/** The sticky top bar of every page but the auth pages. */
export function TopNav() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so it closes by itself on route change.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 50);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`sticky top-0 z-40 border-b transition-colors duration-200 ${
        scrolled
          ? 'border-zinc-200 bg-white/90 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90'
          : 'border-transparent bg-white dark:bg-zinc-950'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <div className="ml-6 hidden items-center gap-1 md:flex">
          <NavLink to="/jobs" className={linkClass}>
            Job Listings
          </NavLink>
        </div>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          <ThemeToggle />
          <ButtonLink to="/login" variant="ghost">
            Login
          </ButtonLink>
          <ButtonLink to="/register">Sign Up</ButtonLink>
        </div>
        <div className="ml-auto flex items-center md:hidden">
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-zinc-100 dark:hover:bg-zinc-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-zinc-200 px-4 pb-4 pt-2 md:hidden dark:border-zinc-800"
        >
          <NavLink to="/jobs" className={(state) => `block ${linkClass(state)}`}>
            Job Listings
          </NavLink>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ButtonLink to="/login" variant="secondary">
              Login
            </ButtonLink>
            <ButtonLink to="/register">Sign Up</ButtonLink>
          </div>
        </div>
      )}
    </header>
  );
}
