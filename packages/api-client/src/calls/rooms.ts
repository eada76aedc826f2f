import type { PageQuery, Paged, RoomType } from '@haveli/contracts';
import type { RequestOptions } from '../http';
import { getPaged } from './get-paged';

export function getRooms(query: PageQuery, options?: RequestOptions): Promise<Paged<RoomType>> {
  return getPaged('web/room/get_with_pagination', query, options);
}
