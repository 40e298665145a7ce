// A services-cart line (core-model ServicesCartLine) from the store's service: the price shown now; the
// cart check and the checkout re-read it from the server.
import type { ServicesCartLine } from '@vitrina/core-model';
import type { PublicService } from '@vitrina/api-client';

export function lineFromService(service: PublicService): ServicesCartLine {
  return {
    serviceId: service.id,
    slug: service.slug,
    name: service.name,
    image: service.images.find((src) => src.trim()) ?? null,
    unitPrice: service.price,
    quantity: 1,
    requiresQuote: service.requires_quote,
    isSubscription: service.is_subscription && service.recurrence !== null,
    recurrence: service.is_subscription ? service.recurrence : null,
  };
}
