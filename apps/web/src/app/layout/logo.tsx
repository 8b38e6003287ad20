import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home.to()} className="flex items-center gap-2 rounded-full" aria-label="Restora home">
      <img src="/images/brand/logo-mark.svg" alt="" width={32} height={32} className="size-8" />
      <span className="font-display text-xl font-semibold tracking-tight text-primary-800">Restora</span>
    </Link>
  );
}
