import { Bell } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { formatDate, timeAgo } from '../../lib/format';
import { useLiveNotifications, useMarkNotificationsRead, useNotifications } from '../../lib/notifications';

/**
 * The bell of signed-in people (docs/product.md, "Pages and layout"): the unread count, the latest notifications, 'No new
 * notifications' when there are none; opening one marks it read and goes where it points.
 */
/** `live`: this bell keeps the page's one stream of new notifications (the bar has two bells, one per screen size). */
export default function NotificationBell({ live = false }: { live?: boolean }) {
  const list = useNotifications(true);
  useLiveNotifications(live);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-1.5 right-1.5 min-w-4.5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-4.5 font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="flex items-center justify-between px-3 py-2">
          <p className="text-sm font-semibold">Notifications</p>
          {unread > 0 && (
            <DropdownMenu.Item
              onSelect={(event) => {
                event.preventDefault();
                markRead.mutate(undefined);
              }}
              className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-brand-700 outline-none data-[highlighted]:bg-zinc-100 dark:text-brand-300 dark:data-[highlighted]:bg-zinc-800"
            >
              Mark all read
            </DropdownMenu.Item>
          )}
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
        {items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
            {list.isPending ? 'Loading…' : 'No new notifications'}
          </p>
        ) : (
          items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              onSelect={() => {
                if (!item.read) markRead.mutate(item.id);
                void navigate(item.link);
              }}
              className="flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-left outline-none data-[highlighted]:bg-zinc-100 dark:data-[highlighted]:bg-zinc-800"
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                {!item.read && (
                  <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />
                )}
                {item.title}
              </span>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{item.body}</span>
              <time
                dateTime={item.createdAt}
                title={formatDate(item.createdAt)}
                className="text-xs text-zinc-600 dark:text-zinc-400"
              >
                {timeAgo(item.createdAt)}
              </time>
            </DropdownMenu.Item>
          ))
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
