/** A page or an Instagram account as the preview draws it. */
export type PreviewProfile = { name: string; avatar: string | null };

/** A file as the preview draws it: the local copy while it is fresh, else the stored address. */
export type PreviewMedia = { key: string; kind: 'image' | 'video'; src: string };
