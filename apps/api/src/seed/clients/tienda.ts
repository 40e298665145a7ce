// tienda: business plan on its own custom domain (tienda-example.test; use a Host header locally).
import type { DemoClient } from '../demo-client.js';
import { demoClientFields } from '../demo-client.js';
import { demoLocation, demoService, demoSiteData } from '../site-doc.js';

export const TIENDA_CUSTOM_DOMAIN = 'tienda-example.test';

export const tienda: DemoClient = {
  subdomain: 'tienda',
  description: `Tienda La Esquina: business plan, Spanish, custom domain ${TIENDA_CUSTOM_DOMAIN}`,
  client: () =>
    demoClientFields({
      name: 'Tienda La Esquina',
      plan_slug: 'business',
      custom_domain: TIENDA_CUSTOM_DOMAIN,
      template_id: 9,
      language_id: 2,
      currency_code: 'MXN',
      country: { country_code: 'MX' },
      timezone: 'America/Mexico_City',
      contact_number: '+52 55 1234 5678',
    }),
  images: [
    { name: 'hero', from: '#d35400', to: '#f7dc6f' },
    { name: 'about', from: '#117864', to: '#a3e4d7' },
  ],
  site: (client, img) =>
    demoSiteData({
      client,
      templateId: 9,
      variables: {
        title: 'Tienda La Esquina | Artesanía mexicana en Coyoacán',
        seo: {
          description: 'Artesanía, textiles y cerámica de talleres de Oaxaca y Puebla, con envío a todo México.',
          keywords: 'artesanía mexicana, talavera, textiles, Coyoacán',
        },
        logo_text: 'La Esquina',
        primary_color: '#d35400',
        display_location_section: 1,
        ecommerce_url: '/store',
        homepage_store_enabled: true,
      },
      sections: {
        header: { title: 'Tienda La Esquina', header_text: 'Envío gratis en pedidos de más de $1,000' },
        hero: {
          title: 'Artesanía mexicana hecha a mano',
          title_subtext: 'Talavera de Puebla, textiles de Oaxaca y alebrijes, directo de los talleres.',
          book: 'Ver la tienda',
          bg_img_url: img.hero ?? null,
        },
        about: {
          title: 'Quiénes somos',
          body:
            'Somos una tienda familiar en el centro de Coyoacán. Desde 2005 trabajamos directamente con más de treinta talleres ' +
            'artesanales y les pagamos un precio justo por cada pieza.',
          img_url: img.about ?? null,
        },
        service: {
          title: 'Servicios',
          serviceinfo: [
            demoService(1, 'Envoltura para regalo', 'Envolvemos cada pieza con papel amate y una tarjeta escrita a mano.', '50.00', [0]),
            demoService(2, 'Pedidos especiales', 'Encarga una vajilla de talavera con tus iniciales o tus colores.', null, [0]),
          ],
        },
        store: { title: 'Nuestra tienda en línea', bg_color: '#f9f9f9', inner_bg_color: '#ffffff' },
        location: {
          title: 'Visítanos',
          locationinfo: [
            demoLocation({
              id: 1,
              name: 'Tienda La Esquina',
              address1: 'Calle Francisco Sosa 12',
              city: 'Ciudad de México',
              state: 'CDMX',
              postal_code: '04000',
              country: 'MX',
              phone: '+52 55 1234 5678',
              lat: 19.3496,
              lon: -99.1617,
              is_online_store: true,
            }),
          ],
        },
        footer: { title: 'Tienda La Esquina', body: 'Calle Francisco Sosa 12, Coyoacán, CDMX · +52 55 1234 5678' },
      },
      nav: ['home', 'about', 'service', 'ecommerce', 'location', 'contact'],
      social: { facebook: 'https://www.facebook.com/tiendalaesquina', instagram: 'https://www.instagram.com/tiendalaesquina' },
    }),
};
