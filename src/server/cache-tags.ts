/** Cache tags shared by readers and the hooks that revalidate them. */
export const SITE_SETTINGS_TAG = 'site-settings'
