// Menu view types shared by the server loader and the menu components.
export interface MenuItem {
    uid: string;
    label: string;
    /** Already localized (/it/c/tv-oled) or an absolute https:// address. */
    href: string;
    children: MenuItem[];
}
