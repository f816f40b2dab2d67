import { lazyLayer } from './lazy-layer';

/** Menus: Radix's, loaded when the first one is about to open (ui/lazy-layer.tsx). */
const menu = lazyLayer(() => import('./dropdown-menu-parts'), { popup: 'menu', openOn: 'pointerdown' });

export const DropdownMenu = menu.Root;
export const DropdownMenuTrigger = menu.Trigger;
export const DropdownMenuContent = menu.menuContent('DropdownMenuContent');
export const DropdownMenuItem = menu.part('DropdownMenuItem');
export const DropdownMenuCheckboxItem = menu.part('DropdownMenuCheckboxItem');
export const DropdownMenuRadioGroup = menu.part('DropdownMenuRadioGroup');
export const DropdownMenuRadioItem = menu.part('DropdownMenuRadioItem');
export const DropdownMenuLabel = menu.part('DropdownMenuLabel');
export const DropdownMenuSeparator = menu.part('DropdownMenuSeparator');
export const DropdownMenuSub = menu.part('DropdownMenuSub');
export const DropdownMenuSubTrigger = menu.part('DropdownMenuSubTrigger');
export const DropdownMenuSubContent = menu.part('DropdownMenuSubContent');
