import type { Db } from '../db/db';
import { brandsRepository } from './brands-repository';
import { cuisinesRepository } from './cuisines-repository';
import { faqsRepository } from './faqs-repository';
import { foodItemsRepository } from './food-items-repository';
import { offersRepository } from './offers-repository';
import { pagesRepository } from './pages-repository';
import { roomTypesRepository } from './room-types-repository';
import { testimonialsRepository } from './testimonials-repository';
import { usersRepository } from './users-repository';

export function createRepositories(db: Db) {
  return {
    brands: brandsRepository(db),
    cuisines: cuisinesRepository(db),
    faqs: faqsRepository(db),
    foodItems: foodItemsRepository(db),
    offers: offersRepository(db),
    pages: pagesRepository(db),
    roomTypes: roomTypesRepository(db),
    testimonials: testimonialsRepository(db),
    users: usersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
