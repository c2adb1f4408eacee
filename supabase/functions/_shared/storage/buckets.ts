// The project's Storage buckets, each made by its migration: `media` the media library's images
// (20261127140000, read by visitors through the storage.objects policies), `applications` the
// applicants' CVs (20261127150000, private: read and written only with the service key).
export const MEDIA_BUCKET = 'media';
export const CV_BUCKET = 'applications';
export type Bucket = typeof MEDIA_BUCKET | typeof CV_BUCKET;
