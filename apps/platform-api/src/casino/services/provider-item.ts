import type { ProviderItem } from '@nfx/api-contract';
import type { ProviderEntry } from '../repositories/catalogue-repository';
import { imageUrl } from './image-urls';

/** A provider as games.getProviders lists it. */
export function toProviderItem(provider: ProviderEntry): ProviderItem {
  return {
    id: provider.id,
    sysname: provider.sysname,
    name: provider.name,
    image_url: imageUrl('providers', provider.sysname),
    image_url_2x: imageUrl('providers', provider.sysname, 2),
    types: provider.types,
    games_count: provider.games_count,
    game_params: { min_rtp: provider.min_rtp_bp / 100, max_rtp: provider.max_rtp_bp / 100 },
    description: { name: provider.description_name, img_288_192: provider.description_image },
  };
}
