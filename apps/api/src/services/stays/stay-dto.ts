import { getTableColumns, sql } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { StayReview } from '@restora/shared/contracts/reviews';
import type { StayCard, StayRoom } from '@restora/shared/contracts/stays';
import { properties, stayRooms } from '../../db/schema/stays';
import { type PhotoRow, coverPhotoColumn, toCoverPhoto } from '../photos';

/** The columns a card needs (not whole rows: descriptions and image lists stay in the database). */
export const cardColumns = {
  id: stayRooms.id,
  title: stayRooms.title,
  propertyName: properties.name,
  propertyType: properties.type,
  image: sql<string | null>`${stayRooms.images}[1]`,
  photo: coverPhotoColumn(stayRooms.id, stayRooms.propertyId),
  priceCents: stayRooms.priceCents,
  rating: stayRooms.rating,
  reviewCount: stayRooms.reviewCount,
  maxGuests: stayRooms.maxGuests,
  city: properties.city,
  state: properties.state,
  country: properties.country,
  amenities: stayRooms.amenities,
};

type CardRow = {
  id: number;
  title: string;
  propertyName: string;
  propertyType: string;
  image: string | null;
  photo: PhotoRow | null;
  priceCents: number;
  rating: number | null;
  reviewCount: number;
  maxGuests: number;
  city: string;
  state: string | null;
  country: string;
  amenities: string[];
};

const roundRating = (r: number | null) => (r === null ? null : Math.round(r * 10) / 10);

export function toStayCard(row: CardRow): StayCard {
  return {
    id: row.id,
    title: row.title,
    propertyName: row.propertyName,
    propertyType: row.propertyType,
    image: row.image,
    photo: toCoverPhoto(row.photo),
    priceCents: row.priceCents,
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    maxGuests: row.maxGuests,
    location: { city: row.city, state: row.state, country: row.country },
    amenities: row.amenities,
  };
}

export const roomColumns = {
  room: getTableColumns(stayRooms),
  property: getTableColumns(properties),
};

type RoomRow = {
  room: typeof stayRooms.$inferSelect;
  property: typeof properties.$inferSelect;
};

export function toStayRoom({ room, property }: RoomRow, photos: Photo[], reviews: StayReview[]): StayRoom {
  return {
    ...toStayCard({
      ...room,
      propertyName: property.name,
      propertyType: property.type,
      image: room.images[0] ?? null,
      photo: null,
      city: property.city,
      state: property.state,
      country: property.country,
    }),
    photo: photos[0] ?? null,
    description: room.description,
    propertyId: property.id,
    propertyDescription: property.description,
    images: room.images,
    photos,
    wellnessFeatures: room.wellnessFeatures,
    location: {
      city: property.city,
      state: property.state,
      country: property.country,
      address: property.address,
      latitude: property.latitude,
      longitude: property.longitude,
    },
    houseRules: property.houseRules,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    bookingMode: room.bookingMode ?? property.bookingMode,
    reviews,
  };
}
