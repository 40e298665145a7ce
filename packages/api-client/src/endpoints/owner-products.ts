// The back office's Products screen (owner and manager, bearer token): the client's products a page per
// cursor (contracts OwnerProductPage, OwnerProductListQuery), one product with its variants and images
// (OwnerProductEntry), and the changes (OwnerProductInput; delete). Every change refetches the loaded list,
// the changed product, the public store's list of the client and the Activity screen.
import type {
  OwnerProductEntry,
  OwnerProductFilter,
  OwnerProductInput,
  OwnerProductListQuery,
  OwnerProductPage,
  OwnerProductSummary,
  OwnerVariant,
  OwnerVariantInput,
} from '../contracts/owner-products.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type {
  OwnerProductEntry,
  OwnerProductFilter,
  OwnerProductInput,
  OwnerProductPage,
  OwnerProductSummary,
  OwnerVariant,
  OwnerVariantInput,
};

export interface OwnerProductListArgs {
  clientId: number;
  status: OwnerProductFilter;
  /** Search words; empty for none. */
  q: string;
}

export interface OwnerProductArgs {
  clientId: number;
  productId: number;
}

export type SaveOwnerProductArgs = { clientId: number } & OwnerProductInput;
export type UpdateOwnerProductArgs = OwnerProductArgs & OwnerProductInput;

const productsUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-products`;
const productUrl = ({ clientId, productId }: OwnerProductArgs) => `${productsUrl(clientId)}/${encodeURIComponent(String(productId))}`;

/** The body of POST/PUT: the form's fields and nothing else. */
const inputOf = (args: OwnerProductInput): OwnerProductInput => ({
  name: args.name,
  slug: args.slug,
  description: args.description,
  sku: args.sku,
  price: args.price,
  active: args.active,
  featured: args.featured,
  sold_out: args.sold_out,
  ...(args.low_stock_threshold === undefined ? {} : { low_stock_threshold: args.low_stock_threshold }),
  images: args.images,
  variant_type: args.variant_type,
  variants: args.variants.map((v) => ({
    id: v.id,
    name: v.name,
    swatch: v.swatch,
    price: v.price,
    stock: v.stock,
    ...(v.stock_was === undefined ? {} : { stock_was: v.stock_was }),
    image: v.image,
  })),
});

// 'Products' tags: the owner's list `owner/{clientId}`, one product `owner/{clientId}/{productId}`; the
// public store's list of the client (its id) is dropped too, so a site preview in the same store refetches.
const listTag = (clientId: number) => ({ type: 'Products' as const, id: `owner/${clientId}` });
const productTag = (clientId: number, productId: number) => ({ type: 'Products' as const, id: `owner/${clientId}/${productId}` });
const publicTag = (clientId: number) => ({ type: 'Products' as const, id: clientId });

const FIRST_PAGE = '';

export const ownerProductsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-products?status=&q=&cursor= → pages of products; `fetchNextPage` loads more. */
    ownerProducts: build.infiniteQuery<OwnerProductPage, OwnerProductListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.next_cursor ?? undefined,
      },
      query: ({ queryArg: { clientId, status, q }, pageParam }) => {
        const params: OwnerProductListQuery = { status };
        if (q.trim()) params.q = q.trim();
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: productsUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    /** GET …/owner-products/{productId} → the product with its variants and images. */
    ownerProduct: build.query<OwnerProductEntry, OwnerProductArgs>({
      query: (args) => ({ url: productUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, { clientId, productId }) => [productTag(clientId, productId)],
    }),
    /** POST …/owner-products → 201, the new product as stored. */
    createOwnerProduct: build.mutation<OwnerProductEntry, SaveOwnerProductArgs>({
      query: ({ clientId, ...input }) => ({ url: productsUrl(clientId), method: 'POST', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [listTag(clientId), publicTag(clientId), activityTag(clientId)],
    }),
    /** PUT …/owner-products/{productId} → the product as stored. */
    updateOwnerProduct: build.mutation<OwnerProductEntry, UpdateOwnerProductArgs>({
      query: ({ clientId, productId, ...input }) => ({ url: productUrl({ clientId, productId }), method: 'PUT', body: inputOf(input) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId, productId }) => [
        listTag(clientId),
        productTag(clientId, productId),
        publicTag(clientId),
        activityTag(clientId),
      ],
    }),
    /** DELETE …/owner-products/{productId} → 204. */
    deleteOwnerProduct: build.mutation<null, OwnerProductArgs>({
      query: (args) => ({ url: productUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: () => null,
      // The deleted product's own query is not refetched (it would answer 404); the list is.
      invalidatesTags: (_result, _error, { clientId }) => [listTag(clientId), publicTag(clientId), activityTag(clientId)],
    }),
  }),
});

export const {
  useOwnerProductsInfiniteQuery,
  useOwnerProductQuery,
  useCreateOwnerProductMutation,
  useUpdateOwnerProductMutation,
  useDeleteOwnerProductMutation,
} = ownerProductsApi;
