/** The Donate page's preset amounts (SPEC §3): the form's fixed choices. Its texts are the page's document (/api/pages/donate). */

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const
