// Issue 27 "one contract per call, single-sourced": a request body's type is its yup schema's (InferType,
// widened in @vitrina/validation where a form sends typed text the schema casts), not a hand-written
// interface beside it. These checks run in `typecheck` (expectTypeOf) and in vitest (the schemas judging
// bodies typed by the contracts), so a field renamed in a schema fails here, in the route and in the form.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Static } from '@sinclair/typebox';
import { productSchema, validatePayload } from '@vitrina/validation';
import type {
  BlogPostInput as BlogPostSchemaInput,
  BlogPostValues,
  BookableServiceInput,
  BookableServiceValues,
  BusinessSettingsInput,
  ChatMessageInput,
  ChatVisitorInput,
  ClientSettingsInput,
  ContactUsInput,
  CustomerFormInput,
  FeedbackInput,
  LocationInput,
  OwnerServiceAreaInput as ServiceAreaSchemaInput,
  OwnerServiceAreaValues,
  ProductInput,
  ProductValues,
  ProfileInput,
  SignupInput,
  StaffMemberInput,
  StoreSettingsInput as StoreSettingsSchemaInput,
  TeamMemberInput,
  WizardPreviewInput,
} from '@vitrina/validation';
import type { SaveOwnerProductArgs } from '../endpoints/owner-products.js';
import type { SaveBusinessSettingsArgs } from '../endpoints/settings.js';
import type {
  AddTeamMemberBody,
  BlogPostInput,
  BusinessSettingsBody,
  ChatMessageBody,
  ClientSettingsPayload,
  ContactMessageBody,
  OrderFeedbackBody,
  OwnerFormInput,
  OwnerLocationInput,
  OwnerProductInput,
  OwnerServiceAreaInput,
  OwnerServiceInput,
  OwnerStaffInput,
  ProfileBody,
  SignupBody,
  StartChatBody,
  StoreSettingsInput,
  WizardPreviewBody,
} from './index.js';

describe('request bodies are their yup schemas’ types', () => {
  it('each contract body is the input type of the schema that judges it', () => {
    expectTypeOf<Static<typeof OwnerProductInput>>().toEqualTypeOf<ProductInput>();
    expectTypeOf<Static<typeof OwnerServiceInput>>().toEqualTypeOf<BookableServiceInput>();
    expectTypeOf<Static<typeof OwnerStaffInput>>().toEqualTypeOf<StaffMemberInput>();
    expectTypeOf<Static<typeof OwnerServiceAreaInput>>().toEqualTypeOf<ServiceAreaSchemaInput>();
    expectTypeOf<Static<typeof BlogPostInput>>().toEqualTypeOf<BlogPostSchemaInput>();
    expectTypeOf<Static<typeof OwnerFormInput>>().toEqualTypeOf<CustomerFormInput>();
    expectTypeOf<Static<typeof StoreSettingsInput>>().toEqualTypeOf<StoreSettingsSchemaInput>();
    expectTypeOf<Static<typeof BusinessSettingsBody>>().toEqualTypeOf<BusinessSettingsInput>();
    expectTypeOf<Static<typeof ClientSettingsPayload>>().toEqualTypeOf<ClientSettingsInput>();
    expectTypeOf<Static<typeof ProfileBody>>().toEqualTypeOf<ProfileInput>();
    expectTypeOf<Static<typeof ContactMessageBody>>().toEqualTypeOf<ContactUsInput>();
    expectTypeOf<Static<typeof StartChatBody>>().toEqualTypeOf<ChatVisitorInput>();
    expectTypeOf<Static<typeof ChatMessageBody>>().toEqualTypeOf<ChatMessageInput>();
    expectTypeOf<Static<typeof OrderFeedbackBody>>().toEqualTypeOf<FeedbackInput>();
    expectTypeOf<Static<typeof WizardPreviewBody>>().toEqualTypeOf<WizardPreviewInput>();
    expectTypeOf<Static<typeof SignupBody>>().toEqualTypeOf<SignupInput>();
    expectTypeOf<Static<typeof AddTeamMemberBody>>().toEqualTypeOf<TeamMemberInput>();
    // `active` is the one field no schema judges (the location form has none): the contract adds it.
    expectTypeOf<Static<typeof OwnerLocationInput>>().toEqualTypeOf<LocationInput & { active?: boolean }>();
  });

  it('a body has exactly the schema’s fields, and the values a schema yields can be sent again', () => {
    expectTypeOf<keyof OwnerProductInput>().toEqualTypeOf<keyof ProductValues>();
    expectTypeOf<keyof OwnerServiceInput>().toEqualTypeOf<keyof BookableServiceValues>();
    expectTypeOf<keyof OwnerServiceAreaInput>().toEqualTypeOf<keyof OwnerServiceAreaValues>();
    expectTypeOf<keyof BlogPostInput>().toEqualTypeOf<keyof BlogPostValues>();
    expectTypeOf<ProductValues>().toExtend<OwnerProductInput>();
    expectTypeOf<BookableServiceValues>().toExtend<OwnerServiceInput>();
    expectTypeOf<OwnerServiceAreaValues>().toExtend<OwnerServiceAreaInput>();
  });

  it('the endpoints take the schema’s types', () => {
    expectTypeOf<Omit<SaveOwnerProductArgs, 'clientId'>>().toEqualTypeOf<Omit<ProductInput, never>>();
    expectTypeOf<Omit<SaveBusinessSettingsArgs, 'clientId'>>().toEqualTypeOf<Omit<BusinessSettingsInput, never>>();
  });

  it('a body typed by the contract is one its schema accepts (typed digits included)', () => {
    const body: OwnerProductInput = {
      name: 'Mug',
      slug: 'mug',
      description: '',
      sku: '',
      price: '12.50',
      active: true,
      featured: false,
      sold_out: false,
      low_stock_threshold: '3',
      images: [],
      variant_type: 'none',
      variants: [{ id: null, name: '', swatch: '', price: '', stock: '7', image: null }],
    };
    const checked = validatePayload(productSchema, body);
    expect(checked.ok && checked.value.variants[0]?.stock).toBe(7);
    expect(checked.ok && checked.value.low_stock_threshold).toBe(3);
    // @ts-expect-error `title` is no field of productSchema: a renamed field fails the body's type
    const renamed: OwnerProductInput = { ...body, title: 'Mug' };
    expect(renamed).toBeDefined();
  });
});
