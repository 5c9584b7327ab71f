import { bannerResponseSchema, type BannerResponse } from '../contracts/banners.ts';
import { requestJson } from './request.ts';

/** spec §7 `GET /api/banner`: every popup banner, in the backend's order. */
export function fetchPopupBanners(): Promise<BannerResponse> {
  return requestJson('/api/banner', bannerResponseSchema);
}
