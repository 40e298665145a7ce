// /manage/* behind the admin entry: the layout around the screen the path names. The first screen the role
// may use is the start; a screen the role may not use (spec §6) is not linked and, typed in, says so.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { backOfficeScreens, canUseScreen, isBackOfficeScreen } from '@vitrina/core-model';
import type { BackOfficeScreen } from '@vitrina/core-model';
import { useEditorServices } from '../app/editor-services.js';
import { useBackOfficeSession } from '../entry/editor-session.js';
import { ActivityScreen } from './activity/index.js';
import { AppointmentsScreen } from './appointments/index.js';
import { BackOfficeLayout } from './back-office-layout.js';
import { BlogScreen } from './blog/index.js';
import { DiscountsScreen } from './discounts/index.js';
import { CustomersScreen } from './customers/index.js';
import { DashboardScreen } from './dashboard/index.js';
import { FormsScreen } from './forms/index.js';
import { EmailConfirmationBanner } from './email-confirmation/index.js';
import { OwnInvitesNotice } from './invites/index.js';
import { LocationsScreen } from './locations/index.js';
import { MessagesScreen } from './messages/index.js';
import { OrdersScreen } from './orders/index.js';
import { ProductsScreen } from './products/index.js';
import { ProfileScreen } from './profile/index.js';
import { QuotesScreen } from './quotes/index.js';
import { screenPath } from './screen-path.js';
import { ServicesScreen } from './services/index.js';
import { SettingsScreen } from './settings/index.js';
import { StaffScreen } from './staff/index.js';
import { StoreSettingsScreen } from './store-settings/index.js';
import { TeamScreen } from './team/index.js';
import { TemplatesScreen } from './templates/index.js';
import { NoAccessPanel, NotBuiltPanel, NotFoundPanel } from './screen-panels.js';

function ScreenContent({ screen, clientId }: { screen: BackOfficeScreen; clientId: number }) {
  const session = useBackOfficeSession();
  if (screen === 'dashboard') {
    const { client } = session.site;
    return <DashboardScreen clientId={clientId} currency={client.currency_code} timeZone={client.timezone} />;
  }
  if (screen === 'activity') return <ActivityScreen clientId={clientId} />;
  if (screen === 'blog') return <BlogScreen clientId={clientId} />;
  if (screen === 'products') return <ProductsScreen clientId={clientId} />;
  if (screen === 'orders') return <OrdersScreen clientId={clientId} />;
  if (screen === 'quotes') return <QuotesScreen clientId={clientId} currency={session.site.client.currency_code} />;
  if (screen === 'store') return <StoreSettingsScreen clientId={clientId} />;
  if (screen === 'discounts') return <DiscountsScreen clientId={clientId} />;
  if (screen === 'messages') return <MessagesScreen clientId={clientId} chat={{ client: session.site.client }} />;
  if (screen === 'settings') return <SettingsScreen clientId={clientId} />;
  if (screen === 'team') return <TeamScreen clientId={clientId} />;
  if (screen === 'templates') return <TemplatesScreen clientId={clientId} />;
  if (screen === 'services') return <ServicesScreen clientId={clientId} />;
  if (screen === 'forms') {
    const { client } = session.site;
    return <FormsScreen clientId={clientId} businessLocale={client.language} timeZone={client.timezone ?? undefined} />;
  }
  if (screen === 'staff') return <StaffScreen clientId={clientId} />;
  if (screen === 'profile') return <ProfileScreen clientId={clientId} />;
  if (screen === 'locations') return <LocationsScreen clientId={clientId} />;
  if (screen === 'customers') {
    const { client } = session.site;
    return (
      <CustomersScreen
        clientId={clientId}
        currency={client.currency_code}
        country={client.country?.country_code}
        roleId={session.employee.role_id}
      />
    );
  }
  if (screen === 'schedule') {
    const { client } = session.site;
    return <AppointmentsScreen clientId={clientId} currency={client.currency_code} country={client.country?.country_code} />;
  }
  return <NotBuiltPanel screen={screen} />;
}

export function BackOfficePage() {
  const session = useBackOfficeSession();
  const { auth } = useEditorServices();
  const { t } = useTranslation(['manage']);
  const segment = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const roleId = session.employee.role_id;
  const home = backOfficeScreens(roleId)[0];
  const businessName = session.site.client.name;
  const screen = isBackOfficeScreen(segment) ? segment : null;

  useEffect(() => {
    const title = screen ? t(`manage:screens.${screen}`) : t('manage:layout.title');
    document.title = `${title} · ${businessName}`;
  }, [businessName, screen, t]);

  if (segment === '' && home) return <Navigate to={screenPath(home)} replace />;
  return (
    <BackOfficeLayout businessName={businessName} roleId={roleId} onSignOut={() => void auth.signOut()}>
      <EmailConfirmationBanner sub={session.user.sub} email={session.user.email ?? ''} />
      <OwnInvitesNotice sub={session.user.sub} />
      {!screen ? (
        <NotFoundPanel />
      ) : canUseScreen(roleId, screen) ? (
        <ScreenContent screen={screen} clientId={session.site.client.id} />
      ) : (
        <NoAccessPanel home={home} />
      )}
    </BackOfficeLayout>
  );
}
