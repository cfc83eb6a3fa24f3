import type { Article } from '@/api/generated/model';
import { daysBefore } from './time';

type Text = [title: string, summary: string, paragraph: string];

/** Per locale: habits of investors, how IPO subscriptions work (carries the unsafe HTML), account safety. */
const TEXTS: Record<string, [Text, Text, Text]> = {
  en: [
    [
      'Five habits of disciplined investors',
      'Set a plan, size your positions and review them regularly: simple habits that protect your capital.',
      'Decide in advance how much of your capital a single idea may use, write down why you enter, and review every position once a month.',
    ],
    [
      'How IPO subscriptions work',
      'From the subscription window to the first trading day: what happens to your order and your money.',
      'While the subscription is open, the amount is reserved on your wallet. After the book closes, shares are allocated and any remainder is released.',
    ],
    [
      'Keep your account safe',
      'Recognise phishing, use strong passwords and review your signed-in devices.',
      'We never ask for your password by e-mail or phone. Check the list of active sessions under Security and sign out devices you do not recognise.',
    ],
  ],
  cs: [
    [
      'Pět návyků disciplinovaného investora',
      'Stanovte si plán, hlídejte velikost pozic a pravidelně je kontrolujte: jednoduché návyky, které chrání váš kapitál.',
      'Předem si určete, jakou část kapitálu smí použít jedna myšlenka, zapište si, proč do obchodu vstupujete, a každou pozici jednou měsíčně zkontrolujte.',
    ],
    [
      'Jak funguje úpis akcií v IPO',
      'Od upisovacího období po první obchodní den: co se děje s vaší objednávkou a penězi.',
      'Během upisovacího období je částka rezervována ve vaší peněžence. Po uzavření knihy objednávek jsou akcie přiděleny a případný zbytek je uvolněn.',
    ],
    [
      'Chraňte svůj účet',
      'Rozpoznejte phishing, používejte silná hesla a kontrolujte přihlášená zařízení.',
      'Nikdy se vás nebudeme ptát na heslo e-mailem ani telefonem. V části Zabezpečení zkontrolujte aktivní relace a odhlaste zařízení, která neznáte.',
    ],
  ],
  de: [
    [
      'Fünf Gewohnheiten disziplinierter Anleger',
      'Einen Plan festlegen, Positionen richtig dimensionieren und regelmäßig prüfen: einfache Gewohnheiten, die Ihr Kapital schützen.',
      'Legen Sie vorab fest, wie viel Ihres Kapitals eine einzelne Idee einsetzen darf, notieren Sie den Grund für den Einstieg und prüfen Sie jede Position einmal im Monat.',
    ],
    [
      'So funktioniert die Zeichnung von Börsengängen',
      'Von der Zeichnungsfrist bis zum ersten Handelstag: was mit Ihrem Auftrag und Ihrem Geld geschieht.',
      'Während der Zeichnungsfrist wird der Betrag in Ihrer Wallet reserviert. Nach Schließung des Orderbuchs werden die Aktien zugeteilt und ein Restbetrag wird freigegeben.',
    ],
    [
      'So bleibt Ihr Konto sicher',
      'Phishing erkennen, starke Passwörter verwenden und angemeldete Geräte überprüfen.',
      'Wir fragen niemals per E-Mail oder Telefon nach Ihrem Passwort. Prüfen Sie unter Sicherheit die aktiven Sitzungen und melden Sie unbekannte Geräte ab.',
    ],
  ],
  es: [
    [
      'Cinco hábitos del inversor disciplinado',
      'Fije un plan, dimensione sus posiciones y revíselas con regularidad: hábitos sencillos que protegen su capital.',
      'Decida de antemano qué parte de su capital puede usar una sola idea, anote por qué entra y revise cada posición una vez al mes.',
    ],
    [
      'Cómo funcionan las suscripciones de OPV',
      'Desde el periodo de suscripción hasta el primer día de cotización: qué ocurre con su orden y su dinero.',
      'Mientras la suscripción está abierta, el importe queda reservado en su monedero. Al cerrarse el libro se asignan las acciones y se libera el resto.',
    ],
    [
      'Mantenga su cuenta segura',
      'Reconozca el phishing, use contraseñas robustas y revise los dispositivos conectados.',
      'Nunca le pediremos su contraseña por correo ni por teléfono. Revise las sesiones activas en Seguridad y cierre las de dispositivos que no reconozca.',
    ],
  ],
  fi: [
    [
      'Kurinalaisen sijoittajan viisi tapaa',
      'Tee suunnitelma, mitoita positiot ja tarkista ne säännöllisesti: yksinkertaisia tapoja, jotka suojaavat pääomaasi.',
      'Päätä etukäteen, kuinka suuren osan pääomastasi yksi idea saa käyttää, kirjaa ylös miksi avaat position ja tarkista jokainen positio kerran kuukaudessa.',
    ],
    [
      'Näin osakeanteihin merkitseminen toimii',
      'Merkintäajasta ensimmäiseen kaupankäyntipäivään: mitä toimeksiannollesi ja rahoillesi tapahtuu.',
      'Merkintäaikana summa varataan lompakostasi. Kun merkintäkirja suljetaan, osakkeet jaetaan ja mahdollinen ylijäämä vapautetaan.',
    ],
    [
      'Pidä tilisi turvassa',
      'Tunnista tietojenkalastelu, käytä vahvoja salasanoja ja tarkista kirjautuneet laitteet.',
      'Emme koskaan kysy salasanaasi sähköpostilla tai puhelimessa. Tarkista aktiiviset istunnot Turvallisuus-osiossa ja kirjaa ulos laitteet, joita et tunnista.',
    ],
  ],
  fr: [
    [
      "Cinq habitudes de l'investisseur discipliné",
      'Fixer un plan, dimensionner ses positions et les revoir régulièrement : des habitudes simples qui protègent votre capital.',
      "Décidez à l'avance quelle part de votre capital une seule idée peut mobiliser, notez pourquoi vous entrez en position et revoyez chaque position une fois par mois.",
    ],
    [
      'Comment fonctionne la souscription à une introduction en bourse',
      'De la période de souscription au premier jour de cotation : ce qu’il advient de votre ordre et de votre argent.',
      "Pendant la souscription, le montant est réservé sur votre portefeuille. À la clôture du livre d'ordres, les actions sont allouées et le reliquat est libéré.",
    ],
    [
      'Protégez votre compte',
      "Reconnaître l'hameçonnage, utiliser des mots de passe robustes et vérifier les appareils connectés.",
      'Nous ne vous demanderons jamais votre mot de passe par e-mail ou par téléphone. Vérifiez les sessions actives dans Sécurité et déconnectez les appareils que vous ne reconnaissez pas.',
    ],
  ],
  it: [
    [
      "Cinque abitudini dell'investitore disciplinato",
      'Definire un piano, dimensionare le posizioni e rivederle con regolarità: abitudini semplici che proteggono il capitale.',
      'Stabilisci in anticipo quanta parte del capitale può usare una singola idea, annota perché entri e rivedi ogni posizione una volta al mese.',
    ],
    [
      "Come funziona la sottoscrizione di un'IPO",
      'Dal periodo di sottoscrizione al primo giorno di negoziazione: cosa succede al tuo ordine e al tuo denaro.',
      "Durante la sottoscrizione l'importo viene riservato sul tuo portafoglio. Alla chiusura del book le azioni vengono assegnate e l'eventuale eccedenza viene svincolata.",
    ],
    [
      'Proteggi il tuo conto',
      'Riconosci il phishing, usa password robuste e controlla i dispositivi connessi.',
      'Non ti chiederemo mai la password via e-mail o telefono. Controlla le sessioni attive in Sicurezza e disconnetti i dispositivi che non riconosci.',
    ],
  ],
  no: [
    [
      'Fem vaner hos disiplinerte investorer',
      'Lag en plan, tilpass størrelsen på posisjonene og gå gjennom dem jevnlig: enkle vaner som beskytter kapitalen din.',
      'Bestem på forhånd hvor stor del av kapitalen én idé kan bruke, skriv ned hvorfor du går inn, og gå gjennom hver posisjon en gang i måneden.',
    ],
    [
      'Slik fungerer tegning i børsnoteringer',
      'Fra tegningsperioden til første handelsdag: hva som skjer med ordren og pengene dine.',
      'Mens tegningsperioden pågår, reserveres beløpet i lommeboken din. Når ordreboken stenger, tildeles aksjene og et eventuelt restbeløp frigis.',
    ],
    [
      'Hold kontoen din trygg',
      'Kjenn igjen phishing, bruk sterke passord og sjekk innloggede enheter.',
      'Vi ber aldri om passordet ditt på e-post eller telefon. Sjekk aktive økter under Sikkerhet og logg ut enheter du ikke kjenner igjen.',
    ],
  ],
  pl: [
    [
      'Pięć nawyków zdyscyplinowanego inwestora',
      'Ustal plan, dobieraj wielkość pozycji i regularnie je przeglądaj: proste nawyki, które chronią Twój kapitał.',
      'Z góry zdecyduj, jaką część kapitału może wykorzystać jeden pomysł, zapisz, dlaczego otwierasz pozycję, i raz w miesiącu przeglądaj każdą z nich.',
    ],
    [
      'Jak działają zapisy na akcje w IPO',
      'Od okresu zapisów do pierwszego dnia notowań: co dzieje się z Twoim zleceniem i pieniędzmi.',
      'W trakcie zapisów kwota jest blokowana w Twoim portfelu. Po zamknięciu księgi popytu akcje są przydzielane, a ewentualna nadwyżka zostaje zwolniona.',
    ],
    [
      'Zadbaj o bezpieczeństwo konta',
      'Rozpoznawaj phishing, używaj silnych haseł i sprawdzaj zalogowane urządzenia.',
      'Nigdy nie poprosimy o hasło e-mailem ani telefonicznie. Sprawdź aktywne sesje w sekcji Bezpieczeństwo i wyloguj urządzenia, których nie rozpoznajesz.',
    ],
  ],
  ro: [
    [
      'Cinci obiceiuri ale investitorului disciplinat',
      'Stabiliți un plan, dimensionați pozițiile și revizuiți-le periodic: obiceiuri simple care vă protejează capitalul.',
      'Decideți dinainte ce parte din capital poate folosi o singură idee, notați de ce intrați în poziție și revizuiți fiecare poziție o dată pe lună.',
    ],
    [
      'Cum funcționează subscrierea la o ofertă publică inițială',
      'De la perioada de subscriere până la prima zi de tranzacționare: ce se întâmplă cu ordinul și banii dumneavoastră.',
      'Cât timp subscrierea este deschisă, suma este rezervată în portofelul dumneavoastră. După închiderea registrului, acțiunile sunt alocate, iar restul este eliberat.',
    ],
    [
      'Păstrați-vă contul în siguranță',
      'Recunoașteți phishingul, folosiți parole puternice și verificați dispozitivele conectate.',
      'Nu vă vom cere niciodată parola prin e-mail sau telefon. Verificați sesiunile active în secțiunea Securitate și deconectați dispozitivele pe care nu le recunoașteți.',
    ],
  ],
  ru: [
    [
      'Пять привычек дисциплинированного инвестора',
      'Составьте план, соблюдайте размер позиций и регулярно их пересматривайте: простые привычки, которые защищают ваш капитал.',
      'Заранее решите, какую долю капитала может занять одна идея, запишите, почему вы открываете позицию, и раз в месяц пересматривайте каждую позицию.',
    ],
    [
      'Как устроена подписка на IPO',
      'От периода подписки до первого дня торгов: что происходит с вашей заявкой и деньгами.',
      'Пока подписка открыта, сумма резервируется в вашем кошельке. После закрытия книги заявок акции распределяются, а остаток средств разблокируется.',
    ],
    [
      'Как защитить свой аккаунт',
      'Распознавайте фишинг, используйте надёжные пароли и проверяйте подключённые устройства.',
      'Мы никогда не спрашиваем пароль по электронной почте или телефону. Проверьте активные сеансы в разделе «Безопасность» и завершите сеансы на незнакомых устройствах.',
    ],
  ],
};

export const ARTICLE_LOCALES = Object.keys(TEXTS);

/**
 * Markup a careless renderer would execute: the demo shows that article bodies are sanitized.
 * Harmless if it ever runs (a console line, an alert).
 */
export const UNSAFE_ARTICLE_MARKUP = `<script>console.log('article script')</script><img src=x onerror="alert(1)">`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const AGE_DAYS = [12, 5, 30];

export const ARTICLES: Article[] = ARTICLE_LOCALES.flatMap((lang, localeIndex) =>
  (TEXTS[lang] ?? []).map(([title, summary, paragraph], index) => ({
    id: 1000 + localeIndex * 10 + index + 1,
    title,
    summary,
    body:
      // The page shows the title and the summary itself: the body carries the text.
      `<p>${escapeHtml(paragraph)}</p>` + (index === 1 ? UNSAFE_ARTICLE_MARKUP : ''),
    // No pictures: the client shows `https:` images only, and the demo works offline.
    image_url: null,
    published_at: daysBefore(AGE_DAYS[index] ?? 1),
    lang,
  })),
);
