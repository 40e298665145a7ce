// salon: premium plan, Spanish, template 14, services at the customer's home (mobile) and by video call.
import type { DemoClient } from '../demo-client.js';
import { demoProductImages } from '../demo-products.js';
import type { DemoProduct } from '../demo-products.js';
import { demoClientFields } from '../demo-client.js';
import { demoLocation, demoService, demoSiteData } from '../site-doc.js';
import { SALON_BOOKING, SALON_RADIUS_MILES } from '../demo-booking.js';

const rose = (name: string) => ({ name, from: '#c2577a', to: '#f6d1c1' });
const plum = (name: string) => ({ name, from: '#5b2a4e', to: '#d9a5b3' });

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Champú de argán',
    description: 'Champú suave con aceite de argán para cabello teñido o seco.',
    sku: 'SL-CHAMPU',
    price_cents: 1400,
    featured: true,
    images: ['producto-champu'],
    variants: [
      { type: 'size', name: '250 ml', stock: 12 },
      { type: 'size', name: '500 ml', price_cents: 2400, stock: 6 },
    ],
  },
  {
    name: 'Cepillo de cerdas naturales',
    description: 'Cepillo de madera de haya con cerdas de jabalí: menos encrespado, más brillo.',
    sku: 'SL-CEPILLO',
    price_cents: 2200,
    featured: true,
    images: ['producto-cepillo'],
    variants: [
      { type: 'color', name: 'Negro', swatch: '#222222', stock: 4 },
      { type: 'color', name: 'Madera', swatch: '#b0825a', stock: 7 },
    ],
  },
  {
    name: 'Tarjeta regalo',
    description: 'Para cualquier servicio del salón. Sin fecha de caducidad.',
    sku: 'SL-REGALO',
    price_cents: 4000,
    featured: true,
    images: ['producto-tarjeta'],
    stock: 500,
  },
  {
    name: 'Sérum reparador',
    description: 'Sérum de noche para puntas abiertas. Vuelve pronto.',
    sku: 'SL-SERUM',
    price_cents: 2900,
    sold_out: true,
    images: ['producto-serum'],
    stock: 3,
  },
];

export const salon: DemoClient = {
  subdomain: 'salon',
  description: 'Salón Lucía: premium plan, Spanish, template 14, mobile and virtual services',
  client: () =>
    demoClientFields({
      name: 'Salón Lucía',
      plan_slug: 'premium',
      template_id: 14,
      language_id: 2,
      currency_code: 'EUR',
      country: { country_code: 'ES' },
      timezone: 'Europe/Madrid',
      contact_number: '+34 612 345 678',
      mobile_only: true,
      mobile_home_zip: '28004',
      mobile_home_zip_radius: SALON_RADIUS_MILES,
      mobile_lat: 40.4237,
      mobile_lon: -3.7019,
      industry_id: 7,
    }),
  images: [
    rose('hero'),
    plum('about'),
    rose('service-corte'),
    plum('service-color'),
    rose('service-asesoria'),
    plum('service-maquillaje'),
    ...demoProductImages(PRODUCTS, rose),
  ],
  products: PRODUCTS,
  booking: SALON_BOOKING,
  site: (client, img) =>
    demoSiteData({
      client,
      templateId: 14,
      variables: {
        title: 'Salón Lucía | Peluquería y maquillaje a domicilio en Madrid',
        seo: {
          description: 'Peluquería, color y maquillaje en tu casa en todo Madrid, y asesoría de imagen por videollamada.',
          keywords: 'peluquería a domicilio, maquillaje, Madrid, asesoría de imagen',
        },
        logo_text: 'Salón Lucía',
        primary_color: '#c2577a',
        service_section_style: 'list',
        display_location_section: 1,
        mobile_only_display_map: 'map',
        online_services_purchase_url: '/services-store',
      },
      sections: {
        header: { title: 'Salón Lucía', header_text: 'Citas de lunes a sábado, de 9:00 a 20:00' },
        hero: {
          title: 'Tu salón, en tu casa',
          title_subtext: 'Peluquería y maquillaje profesional a domicilio en Madrid, o asesoría por videollamada.',
          book: 'Pide tu cita',
          bg_img_url: img.hero ?? null,
        },
        about: {
          title: 'Sobre nosotras',
          body:
            'Lucía Fernández lleva quince años peinando y maquillando en Madrid, en salones de Chamberí y en platós de televisión. ' +
            'En 2019 decidió llevar el salón a casa de sus clientas: llegamos con todo lo necesario, protegemos el espacio y lo dejamos ' +
            'tal y como estaba. Trabajamos con productos veganos y sin amoniaco.',
          img_url: img.about ?? null,
        },
        service: {
          title: 'Nuestros servicios',
          title_subtext: 'A domicilio en un radio de 15 km desde Chamberí, o en línea desde cualquier lugar.',
          book: 'Reservar',
          serviceinfo: [
            demoService(
              1,
              'Corte y peinado a domicilio',
              'Lavado, corte y secado en tu casa. Incluye diagnóstico del cabello.',
              '45.00',
              [1],
              img['service-corte'],
            ),
            demoService(
              2,
              'Color y mechas',
              'Coloración completa o mechas balayage con productos sin amoniaco.',
              '80.00',
              [1],
              img['service-color'],
            ),
            demoService(
              3,
              'Asesoría de imagen por videollamada',
              'Una hora para encontrar el corte, el color y el maquillaje que mejor te sientan.',
              '30.00',
              [2],
              img['service-asesoria'],
            ),
            demoService(
              4,
              'Maquillaje para eventos',
              'Maquillaje de novia, invitada o sesión de fotos; también clase de automaquillaje en línea.',
              '60.00',
              [1, 2],
              img['service-maquillaje'],
            ),
          ],
        },
        location: {
          title: 'Dónde trabajamos',
          title_subtext: 'Vamos a tu casa en Madrid, o nos vemos por videollamada.',
          locationinfo: [
            demoLocation({
              id: 1,
              name: 'A domicilio en Madrid',
              city: 'Madrid',
              state: 'Madrid',
              postal_code: '28004',
              country: 'ES',
              phone: '+34 612 345 678',
              lat: 40.4237,
              lon: -3.7019,
              is_mobile: true,
            }),
            demoLocation({ id: 2, name: 'Por videollamada', country: 'ES', is_virtual: true }),
          ],
        },
        footer: { title: 'Salón Lucía', body: 'Peluquería y maquillaje a domicilio · Madrid · +34 612 345 678' },
      },
      nav: ['home', 'about', 'service', 'location', 'servicePurchase', 'contact'],
      social: { instagram: 'https://www.instagram.com/salonlucia.madrid', tiktok: 'https://www.tiktok.com/@salonlucia' },
    }),
};
