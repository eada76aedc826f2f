export { Picture, type PictureProps } from './picture';
export { fallbackOf, type PhotoMeta, photoOf, photoUrl, srcSetOf } from './photos';
