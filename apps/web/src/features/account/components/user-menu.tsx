import { Link } from 'react-router';
import {
  ClipboardList,
  Handshake,
  Inbox,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  Package,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { SessionUser } from '@restora/shared/contracts/auth';
import { unreadText } from '@restora/shared/domain/conversations';
import { displayName } from '@restora/shared/domain/display-name';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { useSignOutAndGoHome } from '../hooks/use-sign-out-and-go-home';
import { useLiveUpdates } from '@/lib/use-live-updates';

/** `unreadMessages`: the guest's unread messages, shown beside Messages (docs/decisions/conversations.md). */
export function UserMenu({ user, unreadMessages = 0 }: { user: SessionUser; unreadMessages?: number }) {
  const name = displayName(user);
  const onSignOut = useSignOutAndGoHome();
  // The header's part that exists only while someone is signed in, and loads apart from every route:
  // it holds the page's live updates, so they end with the session (docs/decisions/conversations.md).
  useLiveUpdates(true);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600">
        {/* The name is text, not aria-label: axe wants visible text (the initials) inside a label. */}
        <span className="sr-only">Account menu for {name}</span>
        <UserAvatar src={user.avatarUrl} name={name} />
        {unreadMessages > 0 ? (
          // The header's count of unread messages, on every screen size (the menu says it in words).
          <span className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white">
            <span aria-hidden>{unreadMessages > 99 ? '99+' : unreadMessages}</span>
            <span className="sr-only">, {unreadText(unreadMessages)}</span>
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-sand-600">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.to()}>
            <LayoutDashboard aria-hidden /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.messages.to()}>
            <MessageCircle aria-hidden /> Messages
            {unreadMessages > 0 ? (
              <span className="ml-auto rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                {unreadText(unreadMessages)}
              </span>
            ) : null}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profile.to()}>
            <UserRound aria-hidden /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.orders.to()}>
            <ClipboardList aria-hidden /> My Orders
          </Link>
        </DropdownMenuItem>
        {user.isPartner ? (
          <DropdownMenuItem asChild>
            <Link to={paths.partner.to()}>
              <Handshake aria-hidden /> Partner Console
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === 'admin' ? (
          <>
            <DropdownMenuItem asChild>
              <Link to={paths.admin.to()}>
                <ShieldCheck aria-hidden /> Back Office
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={paths.admin.products.to()}>
                <Package aria-hidden /> Manage Products
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={paths.adminPartnerApplications.to()}>
                <Inbox aria-hidden /> Partner Applications
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
