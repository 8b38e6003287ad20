// The entry point of services/photos (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** A photo row as the queries select it. */
export { type PhotoRow } from './photo-dto';
/** A card's cover photo, as a column of the card's query. */
export { coverPhotoColumn } from './stay-photos';
/** A stay page's photos. */
export { stayPhotos } from './stay-photos';
/** A card's cover photo as the API's Photo DTO (none without one). */
export { toCoverPhoto } from './stay-photos';
/** Retreats' photos (gallery and facilitators' portraits), and a draft's photos following it to a property. */
export { moveRetreatPhotos, retreatPhotos } from './retreat-photos';
/** A retreat card's cover picture, as a column of the card's query. */
export { retreatCoverUrlColumn } from './retreat-photos';
/** Processing and storing an upload's files (messages' photos keep their own rows). */
export { removeFiles, storePhoto } from './upload-photo';
export { photoKeys } from './photo-dto';
