import ChevronDown from "lucide-react/icons/chevron-down";
import ListPlus from "lucide-react/icons/list-plus";
import LogOut from "lucide-react/icons/log-out";
import Package from "lucide-react/icons/package";
import UserRound from "lucide-react/icons/user-round";
import ShieldCheck from "lucide-react/icons/shield-check";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { ViewerUser } from "~/lib/use-root-data";

/**
 * The menu button's name. From 1280 px the main navigation shares the header's row, and until
 * 1536 px there is no room left for a name (the header was 15 px wider than the window signed in,
 * and more with a longer name): the initial stands for it, the name stays the button's accessible name.
 */
export function UserMenuName({ firstName }: { firstName: string }) {
  return <span className="max-w-32 truncate xl:max-2xl:sr-only">{firstName}</span>;
}

/** The signed-in user's menu (first name, Admin Panel for admins, Sign Out). Loaded only for signed-in visitors. */
export function UserMenu({ user }: { user: ViewerUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass({ variant: "ghost", size: "sm", className: "max-sm:hidden" })}>
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-white" aria-hidden>
          {Array.from(user.firstName)[0]?.toUpperCase()}
        </span>
        <UserMenuName firstName={user.firstName} />
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-line bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild>
            <Link to="/account" className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-subtle">
              <UserRound className="h-4 w-4" aria-hidden /> My account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/account/orders" className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-subtle">
              <Package className="h-4 w-4" aria-hidden /> My orders
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/quick-order" className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-subtle">
              <ListPlus className="h-4 w-4" aria-hidden /> Quick order
            </Link>
          </DropdownMenu.Item>
          {user.role === "admin" && (
            <DropdownMenu.Item asChild>
              <Link to="/admin" className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-subtle">
                <ShieldCheck className="h-4 w-4" aria-hidden /> Admin Panel
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {/* The menu unmounts on select, before a nested form could submit: post the sign-out directly. */}
          <DropdownMenu.Item
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
            className="flex w-full cursor-pointer items-center gap-2 rounded px-2 py-2 text-left text-sm outline-none data-[highlighted]:bg-subtle"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
