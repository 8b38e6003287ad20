import { Avatar } from 'radix-ui';
import { initials } from '@restora/shared/domain/display-name';
import { cn } from '@/lib/cn';

type UserAvatarProps = { src: string; name: string; className?: string };

/** The profile avatar image, or the initials of the display name while it loads or if it fails. */
export function UserAvatar({ src, name, className }: UserAvatarProps) {
  return (
    <Avatar.Root
      className={cn('inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-primary-100', className)}
    >
      <Avatar.Image src={src} alt="" width={36} height={36} className="size-full object-cover" />
      <Avatar.Fallback
        aria-hidden
        className="grid size-full place-items-center text-xs font-semibold text-primary-800"
      >
        {initials(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
