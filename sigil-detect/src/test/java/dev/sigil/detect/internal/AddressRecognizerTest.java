package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.EnumMap;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AddressRecognizerTest {
  private static final Engine ENGINE =
      new Engine(List.of(new AddressRecognizer()), new EnumMap<>(PiiClass.class));

  static List<Entity> find(String text) {
    return ENGINE.detect(text, Set.of(PiiClass.ADDRESS));
  }

  static void assertAddress(String text, String value) {
    int start = text.indexOf(value);
    assertThat(start).as("test data").isNotNegative();
    assertThat(find(text))
        .as(text)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(text.substring(e.start(), e.end())).isEqualTo(value);
              assertThat(e.start()).isEqualTo(start);
            });
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I live at 123 Main Street now|123 Main Street",
        "Send it to 42 Baker St., Apt 4B, Springfield, IL 62704 by Friday|42 Baker St., Apt 4B, Springfield, IL 62704",
        "The White House is at 1600 Pennsylvania Avenue NW, Washington, DC 20500.|1600 Pennsylvania Avenue NW, Washington, DC 20500",
        "write to Flat 2, 10 Downing Street, London SW1A 2AA please|Flat 2, 10 Downing Street, London SW1A 2AA",
        "my office: 77 Massachusetts Ave, Cambridge, MA 02139-4307|77 Massachusetts Ave, Cambridge, MA 02139-4307",
        "we moved to 5 Elm Grove, Leeds LS6 2AB last year|5 Elm Grove, Leeds LS6 2AB",
        "I live at 14 Station Approach, Woking GU22 7AA.|14 Station Approach, Woking GU22 7AA",
        "meet me at 10 Mile End, London E3 4PH|10 Mile End, London E3 4PH",
        "It is 221B Baker Street of course|221B Baker Street",
        "meet at 350 5th Ave at noon|350 5th Ave",
        "ship to 24 Sussex Drive, Ottawa, ON K1M 1M4|24 Sussex Drive, Ottawa, ON K1M 1M4",
        "office at 1 Martin Place, Sydney NSW 2000|1 Martin Place, Sydney NSW 2000",
        "mail PO Box 123, Springfield, IL 62704|PO Box 123, Springfield, IL 62704",
        "use P.O. Box 4567 instead|P.O. Box 4567",
        "Meine Adresse ist Hauptstraße 5, 10115 Berlin.|Hauptstraße 5, 10115 Berlin",
        "hotel at 12 Rue de Rivoli, 75001 Paris|12 Rue de Rivoli, 75001 Paris",
        "ship to 114 boulevard Voltaire, 13024 Marseille?|114 boulevard Voltaire, 13024 Marseille",
        "chez 64 bis rue Pasteur, 69007 Lyon The team|64 bis rue Pasteur, 69007 Lyon",
        "au 59 chemin des Vignes, 33000 Bordeaux.|59 chemin des Vignes, 33000 Bordeaux",
        "abito in Via Roma 10, 00184 Roma|Via Roma 10, 00184 Roma",
        "ik woon op Kalverstraat 12|Kalverstraat 12",
        "i live at 123 main street now|123 main street",
        "meet me at 12 oak st tonight|12 oak st",
        "the shop is 9 Oak Lane, Suite 200|9 Oak Lane, Suite 200",
        "our zip code is 62704-1234|62704-1234",
        "postcode SW1A 1AA for the palace|SW1A 1AA",
        "deliver to 10 Park View, Leeds LS1 4DY|10 Park View, Leeds LS1 4DY",
        "we are at 10 Market Square now|10 Market Square",
        "Flat 3, 25 High Road, Leyton, London E10 5PQ is mine|Flat 3, 25 High Road, Leyton, London E10 5PQ",
        "Apt. 3B, 45 Oak Ave, Austin, TX 78701|Apt. 3B, 45 Oak Ave, Austin, TX 78701",
        "they live at 3 The Crescent, Bath BA1 2LR now|3 The Crescent, Bath BA1 2LR",
        "HQ: 1 Main Street, Boston, MA 02110, USA.|1 Main Street, Boston, MA 02110, USA",
        "it is 10 Downing Street, London SW1A 2AA, United Kingdom|10 Downing Street, London SW1A 2AA, United Kingdom",
        "I moved to 5 Oak Street, Springfield.|5 Oak Street",
        "I live at 5 Oak Street, Tom said|5 Oak Street",
        "Suite 500, 1 Infinite Loop, Cupertino, CA 95014|Suite 500, 1 Infinite Loop, Cupertino, CA 95014",
        "I live at 34683 Coty Lakes, Annandale, NM 25915-7642.|34683 Coty Lakes, Annandale, NM 25915-7642",
        "ship it to 5387 Horacio Groves Suite 447 please|5387 Horacio Groves Suite 447",
        "now I live at 696 Rogelio Burg Apt. 716|696 Rogelio Burg Apt. 716",
        "Home: 8217 Cormier Canyon Apt. 160, Maxwellworth, MD 39893|8217 Cormier Canyon Apt. 160, Maxwellworth, MD 39893",
        "mail it to 12 Jennifer Trafficway today|12 Jennifer Trafficway",
        "Bitte an Schlebuscher Str. 52, 62327 Frankfurt senden|Schlebuscher Str. 52, 62327 Frankfurt",
        "neue Adresse: Otto-Stange-Str. 21b, 48914 Alexialand|Otto-Stange-Str. 21b, 48914 Alexialand",
        "Frankfurter Allee 5 ist richtig|Frankfurter Allee 5",
        "update it to Contrada Cantoni 7, 66524 Fabio please|Contrada Cantoni 7, 66524 Fabio",
        "my address is Carlijnplantsoen 691, 9976 Orveltehoek|Carlijnplantsoen 691, 9976 Orveltehoek",
        "send it to 7 Passage du Faubourg, 82394 Rouen|7 Passage du Faubourg, 82394 Rouen",
        "update it to 15 Dooley Island, 6930 North Phoebeborough.|15 Dooley Island, 6930 North Phoebeborough",
        "hotel at 12 Rue de Rivoli, 75001 Paris France|12 Rue de Rivoli, 75001 Paris",
        "to 8 Pouros Close, SE9 0SK Howell-le-Bailey today|8 Pouros Close, SE9 0SK Howell-le-Bailey",
        "an Adolfsstr. 287 Zimmer 243, Bad Hendrik, MV 16247.|Adolfsstr. 287 Zimmer 243, Bad Hendrik, MV 16247",
        "a Via Garibaldi 3, Piano 2, 20121 Milano|Via Garibaldi 3, Piano 2, 20121 Milano",
        "at Via dei Coronari 148, 00186 Roma, 2nd floor|Via dei Coronari 148, 00186 Roma",
        "en Calle de los Reyes 5, 28015 Madrid|Calle de los Reyes 5, 28015 Madrid",
        "residing at Thereses gate 14, 0452 Oslo, appoint|Thereses gate 14, 0452 Oslo",
        "at Karl Johans gate 22, 0159 Oslo|Karl Johans gate 22, 0159 Oslo",
        "en Calle Mayor 5 2º C, 28013 Madrid|Calle Mayor 5 2º C, 28013 Madrid",
        "op Lennoxplantsoen 327c 3 hoog, Goesdijk, GE 5726 IS|Lennoxplantsoen 327c 3 hoog, Goesdijk, GE 5726 IS",
        "à 55 Place La Boétie 1 étage, 44600 Saint-Nazaire|55 Place La Boétie 1 étage, 44600 Saint-Nazaire",
        "at 5 Oak Street 3 piano lessons a week|5 Oak Street",
        "at 5 Oak Street, 2019 Honda Civic in the drive|5 Oak Street",
        "Rechnung an Am Hühnerberg 52b, 80331 München bitte|Am Hühnerberg 52b, 80331 München",
        "neue Adresse: Im Bruch 8, 76389 Karlsruhe.|Im Bruch 8, 76389 Karlsruhe",
        "envíelo a Puente Homero 7, 59513 Motril hoy|Puente Homero 7, 59513 Motril",
        "a Rambla Virginia s/n., 79206 Elda.|Rambla Virginia s/n., 79206 Elda",
        "a Jardines Barbara, 28, 66168 Vitoria pronto|Jardines Barbara, 28, 66168 Vitoria",
        "a Colegio Rodrigo Reynoso, 3, 81322 Chiclana de la Frontera.|Colegio Rodrigo Reynoso, 3, 81322 Chiclana de la Frontera",
        "an Schlebuscher Str. 52, 62327 Frankfurt am Main.|Schlebuscher Str. 52, 62327 Frankfurt am Main",
        "in Hauptstraße 5, 10115 Berlin am Montag|Hauptstraße 5, 10115 Berlin",
        "sent to 94 Allée Mouffetard Apt. 724, 30000 Nîmes|94 Allée Mouffetard Apt. 724, 30000 Nîmes",
        "to 82231 Bilva Falls, 948 822 Pune please|82231 Bilva Falls, 948 822 Pune",
        "to 12 Mahatma Gandhi Road, 560001 Bengaluru please|12 Mahatma Gandhi Road, 560001 Bengaluru",
        "at 5 Oak Street, 555 123 4567 is my number|5 Oak Street",
        "op Keizersgracht 123 III, 1015 CJ Amsterdam|Keizersgracht 123 III, 1015 CJ Amsterdam",
        "naar Mikalaan 747 III 1 hoog, 4312 FN Zandkant.|Mikalaan 747 III 1 hoog, 4312 FN Zandkant",
        "naar Meyergracht 31 3 hoog achter, 8856 GP Warten.|Meyergracht 31 3 hoog achter, 8856 GP Warten",
        "an Bahnhofstr. 12 2 OG, 80331 München senden|Bahnhofstr. 12 2 OG, 80331 München",
        "Adresse: Hauptstraße 5, 3. OG, 10115 Berlin|Hauptstraße 5, 3. OG, 10115 Berlin",
        "naar Jamiepark 449, 6024 CP Gouda.|Jamiepark 449, 6024 CP Gouda",
        "a Ramal Estela 3, 45165 Alcoy pronto|Ramal Estela 3, 45165 Alcoy",
        "a Terrenos Gonzalo s/n., 98014 Telde.|Terrenos Gonzalo s/n., 98014 Telde",
        "at 5 Oak Street I think|5 Oak Street",
        "a Via Roma 5, 47838 Riccione (RN) entro lunedì|Via Roma 5, 47838 Riccione (RN)",
        "to Viale Europa 22, 00144 Roma RM, Italy|Viale Europa 22, 00144 Roma RM, Italy",
        "a Contrada Cantoni 7, 66524 Rossano calabro.|Contrada Cantoni 7, 66524 Rossano calabro",
        "to Borgo Pastore 13, Piano 3, Polignano a Mare, BA 70044.|Borgo Pastore 13, Piano 3, Polignano a Mare, BA 70044",
        "to Incrocio Bianchi 488, Cividale del Friuli, 33043 Udine (UD)|Incrocio Bianchi 488, Cividale del Friuli, 33043 Udine (UD)",
        "at 5 Oak Street, 90210 Springfield (XY) today|5 Oak Street, 90210 Springfield",
        "The lease for 603 Shields Crest was signed|603 Shields Crest",
        "forward them to 305 Burke Ways, Cynthiaborough, TN 09305.|305 Burke Ways, Cynthiaborough, TN 09305",
        "send it to 827 James Via, Clarkbury, UT 91003.|827 James Via, Clarkbury, UT 91003",
        "I live at 0246 Jennifer Square Apt. 586 now.|0246 Jennifer Square Apt. 586",
        "Send it to 0088 Moreno Street please.|0088 Moreno Street",
        "located at 0246 Jennifer Square Apt. 586, Lake Michaelborough, AR 85317?|0246 Jennifer Square Apt. 586, Lake Michaelborough, AR 85317",
        "Return address: 3 Eric rapids, North Annmouth, S8H 6SA. Thanks|3 Eric rapids, North Annmouth, S8H 6SA",
        "I live at Flat 17, Hannah turnpike, New Nicolaport, G9E 5PT.|Flat 17, Hannah turnpike, New Nicolaport, G9E 5PT",
        "Bank address: 6, rue Bonnin, 46246 Brunet|6, rue Bonnin, 46246 Brunet",
        "Return address: PSC 7286, Box 6313, APO AE 51119. Thanks|PSC 7286, Box 6313, APO AE 51119",
        "mail it to USS Ronald Reagan, FPO AP 96616-1150 today|USS Ronald Reagan, FPO AP 96616-1150",
        "I live at 3/238 George Street, Sydney NSW 2000 now|3/238 George Street, Sydney NSW 2000",
        "at Unit 5/12 Smith Road, Parramatta NSW 2150|Unit 5/12 Smith Road, Parramatta NSW 2150",
        "at Level 5, 975 Young Grange, Lake Brandi, TAS, 2602|Level 5, 975 Young Grange, Lake Brandi, TAS, 2602",
        "Return address: Level 1, 783 Cheryl Triangle, South Kimberlyborough, SA, 0924. Recipient|Level 1, 783 Cheryl Triangle, South Kimberlyborough, SA, 0924",
        "Send it to Calzada de Tlalpan 1520, Coyoacán, 04220 now|Calzada de Tlalpan 1520, Coyoacán, 04220",
        "an Hauptstraße 12/3, 1040 Wien schicken|Hauptstraße 12/3, 1040 Wien",
        "update it to Novabaan 75, 7103XV, Haule and my phone|Novabaan 75, 7103XV, Haule",
        "naar Joliestraat 5, 9877 CK, Roosteren. Bel|Joliestraat 5, 9877 CK, Roosteren",
        "naar Keizersgracht 123, 1015 CJ, Please call|Keizersgracht 123, 1015 CJ",
        "a Vial de Albert Segovia 86 Puerta 3, Salamanca, 76872 hoy|Vial de Albert Segovia 86 Puerta 3, Salamanca, 76872",
        "a Stretto Mercedes 8 Appartamento 44, Sesto Eliziario, 49105 Pavia (PV) oggi|Stretto Mercedes 8 Appartamento 44, Sesto Eliziario, 49105 Pavia (PV)",
      })
  void findsAddressesInSentences(String text, String value) {
    assertAddress(text, value);
  }

  /**
   * Addresses of more countries, whole: the unit and building before the street, districts and the
   * postcode and town after it, in the order each country writes them.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Adress: Storgatan 12, 114 51 Stockholm. Tack|Storgatan 12, 114 51 Stockholm",
        "Bor på Hamngatan 3, 411 06 Göteborg nu|Hamngatan 3, 411 06 Göteborg",
        "Piso en Calle Alcalá 45, 2º derecha, 28014 Madrid. Gracias|Calle Alcalá 45, 2º derecha, 28014 Madrid",
        "piso en Calle de Toledo 9, 1º dcha., 28005 Madrid hoy|Calle de Toledo 9, 1º dcha., 28005 Madrid",
        "we bought 9 Oakley Road, Rathmines, Dublin 6 in 2019|9 Oakley Road, Rathmines, Dublin 6",
        "Unit 9, Park West Business Park, Dublin 12 T: 01 555|Unit 9, Park West Business Park, Dublin 12",
        "I rented Apt 3, The Granary, Naas, Co. Kildare until May|Apt 3, The Granary, Naas, Co. Kildare",
        "Endereço: Rua Augusta, 900 - Consolação, São Paulo - SP, 01304-001 obrigado|Rua Augusta, 900 - Consolação, São Paulo - SP, 01304-001",
        "enviar para Rua Voluntários da Pátria, 45, apto 302, Botafogo, Rio de Janeiro - RJ, 22270-000. Valeu|Rua Voluntários da Pátria, 45, apto 302, Botafogo, Rio de Janeiro - RJ, 22270-000",
        "Renta en Calle Colima 120, Condesa, 06140 Ciudad de México. Tel|Calle Colima 120, Condesa, 06140 Ciudad de México",
        "Domicilio: Av. Insurgentes Sur 1602, Col. Florida, 01030 Ciudad de México, CDMX Tel|Av. Insurgentes Sur 1602, Col. Florida, 01030 Ciudad de México, CDMX",
        "Domicilio: Av. Hidalgo 88, Col. Centro, 64000 Monterrey, N.L. gracias|Av. Hidalgo 88, Col. Centro, 64000 Monterrey, N.L.",
        "Anschrift: Lindenstraße 4, 86899 Landsberg am Lech Telefon: 08191|Lindenstraße 4, 86899 Landsberg am Lech",
        "Anschrift: Gartenstraße 4, 86899 Weiler unter Berg Telefon: 0821|Gartenstraße 4, 86899 Weiler unter Berg",
        "Adres: ul. Marszałkowska 84/92, 00-514 Warszawa tel.|ul. Marszałkowska 84/92, 00-514 Warszawa",
        "Adresse: Storhaugvegen 7, 4014 Stavanger. Takk|Storhaugvegen 7, 4014 Stavanger",
        "Adres: Atatürk Caddesi No: 45/3, Konak, 35210 İzmir · tel|Atatürk Caddesi No: 45/3, Konak, 35210 İzmir",
        "Address: Flat 7, Kingsley House, 14 Park Street, Bristol BS1 5HX Phone|Flat 7, Kingsley House, 14 Park Street, Bristol BS1 5HX",
        "our office, 3rd Floor, 45 Rivonia Road, Sandhurst 2196. Ask|3rd Floor, 45 Rivonia Road, Sandhurst 2196",
        "\"address\": \"Flat 201, Sunrise Apartments, Madhapur, Hyderabad 500081\"|Flat 201, Sunrise Apartments, Madhapur, Hyderabad 500081",
        "offices at 1999 Avenue of the Stars, 20th Floor, Los Angeles, CA 90067 (the Firm)|1999 Avenue of the Stars, 20th Floor, Los Angeles, CA 90067",
        "Address: Blk 123 Ang Mo Kio Avenue 3, #05-12, Singapore 560123 Contact|Blk 123 Ang Mo Kio Avenue 3, #05-12, Singapore 560123",
        "Kaisha KK 1-7-1 Konan, Minato-ku, Tokyo 108-0075 Tel: 03|1-7-1 Konan, Minato-ku, Tokyo 108-0075",
        "The inn is at 12 Shimogamo Izumikawacho, Sakyo-ku, Kyoto 606-0807, near|12 Shimogamo Izumikawacho, Sakyo-ku, Kyoto 606-0807",
        "Send to: 1100 boul. René-Lévesque, Montréal QC H3B 4N4|1100 boul. René-Lévesque, Montréal QC H3B 4N4",
        "Pvt Ltd No. 15, 2nd Main Road, Indiranagar 2nd Stage, Bengaluru 560038 Ph: 080|No. 15, 2nd Main Road, Indiranagar 2nd Stage, Bengaluru 560038",
      })
  void findsAddressesOfMoreCountriesWhole(String text, String value) {
    assertAddress(text, value);
  }

  /**
   * A line that holds only an address may name its street without a number, and end in a big city
   * without a postcode after a district.
   */
  @Test
  void anAddressLineEndsInItsCity() {
    assertAddress(
        "Admissions\nPrinces Street, Edinburgh EH2 2ER", "Princes Street, Edinburgh EH2 2ER");
    assertAddress(
        "Programme Lead\nMombasa Road, Embakasi, Nairobi\nMobile: +254 700",
        "Mombasa Road, Embakasi, Nairobi");
    assertAddress(
        "Sales LLC\nOffice 305, Al Fattan Tower 1, Jumeirah Beach Road, Dubai\n+971 4 000",
        "Office 305, Al Fattan Tower 1, Jumeirah Beach Road, Dubai");
    assertAddress(
        "Yours,\nPlot 9, Ozumba Mbadiwe Avenue, Victoria Island, Lagos",
        "Plot 9, Ozumba Mbadiwe Avenue, Victoria Island, Lagos");
    assertAddress("I moved to 5 Oak Street, Springfield, Chicago.", "5 Oak Street");
    assertAddress("I moved to 5 Oak Street, Chicago\nThanks", "5 Oak Street");
    assertAddress(
        "In 2020, Main Street, Springfield, IL 62704 flooded",
        "Main Street, Springfield, IL 62704");
    assertThat(find("The meeting at Oxford Street, London was fun")).isEmpty();
  }

  /** Korean road addresses: the city and district, the road (-로, -길) and the building number. */
  @Test
  void koreanRoadAddresses() {
    assertAddress("주소: 부산광역시 해운대구 해운대해변로 264 입니다", "부산광역시 해운대구 해운대해변로 264");
    assertAddress("주소: 경기도 성남시 분당구 판교역로 166-3", "경기도 성남시 분당구 판교역로 166-3");
    assertThat(find("그는 로 3 개를 샀다")).isEmpty();
    assertThat(find("해운대해변로 264")).isEmpty(); // a road alone
  }

  /**
   * In chat, whole addresses in lower case are taken with their districts and "dublin 24" or a
   * postcode and town; a lower-case town alone or a number of times is none.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "envoie à 18 rue du temple 75004 paris stp|18 rue du temple 75004 paris",
        "address is 9 oakfield park, clondalkin, dublin 22, thanks|9 oakfield park, clondalkin, dublin 22",
        "i live at 12 hazel grove, rathfarnham, dublin 14|12 hazel grove, rathfarnham, dublin 14",
        "she lives at 22 mill lane, kinsale now|22 mill lane",
      })
  void lowerCaseAddressesInChat(String text, String value) {
    assertAddress(text, value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "we stayed at 5 Oak Street, Dublin 3 times|5 Oak Street",
        "at Storgatan 12, 114 51 people came|Storgatan 12",
        "at Calle Colima 120, Condesa, 06140 Now call me|Calle Colima 120, Condesa, 06140",
        "Flat 2, 10 Oak Street, London SW1A 2AA Phone: 0207|Flat 2, 10 Oak Street, London SW1A 2AA",
        "Flat 2, Tom Smith said, 10 Oak Street|10 Oak Street",
        "at 5 Oak Street, Co. Founder Tom|5 Oak Street",
        "we met at 5 Oak Street, Tokyo 555-1234 later|5 Oak Street",
        "I paid 12 oak lane, 4000 euros|12 oak lane, 4000",
      })
  void addressesOfMoreCountriesStopInTime(String text, String value) {
    assertAddress(text, value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "version 1-7-1 Konan release notes",
        "the score was 2-14-9 Minamisemba fans cheered",
        "Sprint 12, Main Results, 4014 Stavanger",
        "we have 3 car park spaces, 2019 was good",
        "i have 5 big parks, dublin 4 times",
        "call 555-1234, Tokyo 108-0075 is the code",
        "the ul. Marszałkowska was busy",
        "Main gate 3 is closed",
        "Visitors use the North gate 14 times a day",
      })
  void moreCountriesHardNegatives(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  /** A Dutch postcode's town after a line break is a town, not the greeting below it. */
  @Test
  void aDutchTownOnTheNextLineIsNoGreeting() {
    assertAddress("Keizersgracht 123\n1015 CJ\nAmsterdam", "Keizersgracht 123\n1015 CJ\nAmsterdam");
    assertAddress(
        "Keizersgracht 123, 1015 CJ\nGroeten uit Amsterdam", "Keizersgracht 123, 1015 CJ");
    assertAddress(
        "Keizersgracht 123, 1015 CJ\nMet vriendelijke groet", "Keizersgracht 123, 1015 CJ");
  }

  /** A year before a French street is no house number ("In 2019, Rue de Rivoli ..."). */
  @Test
  void aYearIsNoFrenchHouseNumber() {
    String text = "In 2019, Rue de Rivoli, 75001 Paris was closed.";
    assertThat(find(text)).noneMatch(e -> e.start() == text.indexOf("2019"));
  }

  /**
   * Italian towns end in their region or coast, also in lower case as Faker writes them, and the
   * province's code follows in brackets or alone ("Riccione (RN)", "00144 Roma RM"; above).
   */
  @Test
  void italianTownsTakeTheirEndingAndProvince() {
    assertAddress(
        "a Via Emilia 3, 42121 Reggio nell'Emilia (RE)",
        "Via Emilia 3, 42121 Reggio nell'Emilia (RE)");
    String faker = "Via Isabel 80 Appartamento 66\nBarbieri ligure, 38682 Como (CN)";
    assertAddress("Indirizzo: " + faker + "\nGrazie", faker);
  }

  /**
   * A street without a house number and its town after a place cue ("on", "along", "off", "at",
   * "Location:"), weak suffixes (Hill, Grove) only after "on", "along" or "off"; and a town alone
   * after a numbered street at the end of a line the address opens, before a word in lower case or
   * a closing quote.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "please send it to Boots on High Street, Chesham? Ref 12|High Street, Chesham",
        "at 11pm i was walking along Station Road, Didcot when it happened|Station Road, Didcot",
        "Date: 2 March 2024\\nLocation: Victoria Street, Warwick\\nKeeper: V. Ashby|"
            + "Victoria Street, Warwick",
        "5 stars, the shop on Lavender Hill, Battersea is clean.|Lavender Hill, Battersea",
        "We meet at 5pm at Mill Lane, Kinsale.|Mill Lane, Kinsale",
        "Venue: Cowley Road, Oxford. Doors 7pm|Cowley Road, Oxford",
        "Please ship the replacement to 585 Lee Street, Watersbury.|585 Lee Street",
        "I moved to 5 Oak Street, Chicago\\nThanks|5 Oak Street",
        "Re: 9 Rowan Drive, Harrogate\\nWe act for your neighbour.|9 Rowan Drive, Harrogate",
        "shes at 14 Elm grove, Southsea now|14 Elm grove, Southsea",
        "reference \"deposit 8 Harbour View, Kinsale\". Amount 2,500.|8 Harbour View, Kinsale",
      })
  void streetsTakeTheirTownAfterACue(String text, String value) {
    assertAddress(text.replace("\\n", "\n"), value);
  }

  /**
   * A dwelling's number opens the address ("Villa 14", "House 12", "House No. 8"), the street or a
   * numbered road next, then districts, a big city or a postcode, and a country after a comma; a
   * one-letter French direction ("O", ouest) before the town.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Residential address: Villa 14, Street 23B, Al Barsha 2, Dubai, UAE\\nTravel dates|"
            + "Villa 14, Street 23B, Al Barsha 2, Dubai, UAE",
        "from Tanvir, House 12, Road 27, Gulshan 1, Dhaka 1212, Bangladesh, the sum of 5|"
            + "House 12, Road 27, Gulshan 1, Dhaka 1212, Bangladesh",
        "meter 3714, House No. 8, Riverside Drive, Westlands, Nairobi. Supply will stop|"
            + "House No. 8, Riverside Drive, Westlands, Nairobi",
        "delivered to 1458 Rue Sainte-Catherine O, Montréal, QC H3G 1P3; returned|"
            + "1458 Rue Sainte-Catherine O, Montréal, QC H3G 1P3",
      })
  void addressesOpenWithADwelling(String text, String value) {
    assertAddress(text.replace("\\n", "\n"), value);
  }

  /** A dwelling's number without a street or locality after it is none. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Watch House 2, Season 3 tonight.",
        "Villa 3, Real Madrid 1 was the score.",
        "House 12, Road 27 is the board game.",
        "Meet me in Room 214, Building 5, Nairobi campus.",
        "We went to 5 Main Street O'Brien said",
      })
  void dwellingsWithoutAStreetAreNone(String text) {
    assertThat(find(text))
        .as(text)
        .noneMatch(
            e ->
                text.substring(e.start()).startsWith("House")
                    || text.substring(e.start()).startsWith("Villa")
                    || text.substring(e.start()).startsWith("Room")
                    || text.substring(e.start(), e.end()).endsWith("O"));
  }

  /**
   * Colombian numbered ways ("Carrera 48 # 26-85"), Indonesian "Jl. ... No. 27", Uzbek "...
   * ko'chasi 107", and a Brazilian apartment after a dash ("909 - apto 52").
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "en nuestra oficina de Carrera 48 # 26-85, Medellín. Si no puede|"
            + "Carrera 48 # 26-85, Medellín",
        "cita en Calle 10 # 5-21 el lunes|Calle 10 # 5-21",
        "pemasangan di Jl. Kebon Jeruk Raya No. 27, Jakarta Barat 11530 pada hari Senin|"
            + "Jl. Kebon Jeruk Raya No. 27, Jakarta Barat 11530",
        "utility bill (Amir Temur ko'chasi 107, Tashkent 100084)|"
            + "Amir Temur ko'chasi 107, Tashkent 100084",
        "Mariana\\nRua Oscar Freire, 909 - apto 52\\nObrigada|Rua Oscar Freire, 909 - apto 52",
      })
  void streetsOfMoreCountries(String text, String value) {
    assertAddress(text.replace("\\n", "\n"), value);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Calle 5 es la mejor, 10-20 años.",
        "the Diagonal 4 # 2 team won",
        "Avenida 3 tiene 2 carriles",
        "Jl. Sudirman macet 5 jam",
        "ko'chasi 107 is a word",
      })
  void streetsOfMoreCountriesHardNegatives(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  /** A town in lower case after a lower-case street, before the end of a clause. */
  @Test
  void aLowerCaseStreetTakesItsTown() {
    assertAddress(
        "74, lives alone at 22 mill lane, kinsale. gp is dr rich", "22 mill lane, kinsale");
    assertAddress("i live at 5 main street, obviously.", "5 main street");
    assertAddress("i live at 5 main street, tuesday.", "5 main street");
    assertAddress("i live at 5 main street, kinsale and cork", "5 main street");
    // after "at", a strong suffix that is a plain word too ("close", "way") ends a street
    assertAddress("she's staying at 7 acacia close with my brother", "7 acacia close");
    for (String none :
        List.of(
            "we got there at 2 pretty close to the end",
            "they arrived at 10 minutes close to midnight",
            "it ended at 3 all the way",
            "at 12 people close the door",
            "staying 7 acacia close to it")) {
      assertThat(find(none)).as(none).isEmpty();
    }
  }

  /**
   * A building's name before a street without a number is taken after a location label or a unit's
   * code after "at"; a person's name after "To:" or a greeting is not.
   */
  @Test
  void aBuildingBeforeAStreetAfterALabel() {
    assertAddress(
        "Date: 14 Sep\nVenue: Hedsor House, Hedsor Road, Taplow, Maidenhead SL6 0HX\nCeremony 1pm",
        "Hedsor House, Hedsor Road, Taplow, Maidenhead SL6 0HX");
    assertAddress(
        "the premises at B-204, Lodha Splendora, Ghodbunder Road, Thane West 400615. Paid",
        "B-204, Lodha Splendora, Ghodbunder Road, Thane West 400615");
    assertAddress("To: John Smith, Station Road, Didcot OX11 7NN", "Station Road, Didcot OX11 7NN");
    assertAddress("Dear Anna, Station Road, Didcot OX11 7NN", "Station Road, Didcot OX11 7NN");
  }

  /**
   * Without a cue, with a day or a common word after the comma, or with a weak suffix after "at", a
   * street and a town stay places; a sentence-final town after a numbered street stays a place too
   * (the older sets label "585 Lee Street, Watersbury." so), as do seats, rooms and levels.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I live on the High Street since 2019.",
        "Station Road is closed until 5 May.",
        "Station Road, Didcot is closed until 5 May.",
        "The bus runs on Station Road, Monday to Friday from 7am.",
        "We met at Central Park, New York in 2019.",
        "He went on Main Street, Then 5 more blocks.",
        "Level 3 support will call you at 5pm.",
        "Your seats: Block C, Row 14, seat 9.",
        "Meet me in Room 214, Building 5.",
        "The meeting at 5 at Oxford Street, London was fun",
        "We meet at 5pm at Mill Lane, Kinsale and more.",
        "We met at Lavender Hill, Battersea in 2019.",
        "the Galaxy 5 Road, Samsung edition",
      })
  void streetsWithoutACueOrTownStayPlaces(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I have 3 big dogs at home",
        "The Skatepark 2 is open again.",
        "we stopped at 5 Main points in the talk",
        "we drove 5 miles down the road",
        "took 2 wrong road turns",
        "upgrade 1.2.3 Main Street Edition",
        "it costs $5 Main Street prices",
        "I bought 2 Apple Park tickets",
        "give me 10 minutes please",
        "there are 62704 entries",
        "Page 12 of 40",
        "released on 2024 Road Map",
        "we walk 3 times a week",
        "the Spring 2024 collection",
        "sent Via DHL 3 days ago",
        "10 Reasons Why Your Road Trip Failed",
        "Top 5 Ways To Drive Better",
        "we saw 3 Great Lakes on the trip",
        "I bought 2 Yale Keys yesterday",
        "the Spring Ring 2 collection",
        "We won 3 Games End to end.",
        "Chapter 7 Approach Angles",
        "set the 3 place settings",
        "Am Montag 5, 10115 Berlin wartet",
        "Plaza Hotel 5 stars",
        "Im Jahr 2019, 2020 Berlin",
        "In 1998, Place de la Concorde was busy.",
        "It was 50/50 Chance Road trip",
        "He scored 3/10 Main Street",
        "the 0246 Jennifer Square deal",
        "3 Kings walk into a bar",
        "Studio 54 Dance Club",
        "The APO said 12345 people",
        "Visit on 03/14/2024 Elm Street, Springfield, IL 62701",
        "Train leaves at 0915 Calle Mayor station",
        "The 0730 Union Street bus",
        "Meet me at 5 Finish Line",
        "He lives at 10 Cutting Edge",
      })
  void hardNegativesAreNotAddresses(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @Test
  void anAddressOnSeveralLinesIsOneSpan() {
    assertAddress(
        "Ship to:\nJohn Smith\n123 Main Street\nSpringfield, IL 62704\nThanks",
        "123 Main Street\nSpringfield, IL 62704");
  }

  @Test
  void generatedUsAddressesAreFoundWhole() {
    Random random = new Random(21);
    String[] names = {
      "Main", "Oak", "Maple", "Washington", "Lake View", "Cedar Hill", "Elm", "Pine"
    };
    String[] suffixes = {
      "Street", "St", "Avenue", "Ave", "Road", "Rd", "Blvd", "Lane", "Drive", "Court", "Way"
    };
    String[] cities = {"Springfield", "San Jose", "Austin", "Portland", "New York"};
    String[] states = {"IL", "CA", "TX", "OR", "NY"};
    for (int i = 0; i < 300; i++) {
      String street =
          (1 + random.nextInt(9999))
              + " "
              + names[random.nextInt(names.length)]
              + " "
              + suffixes[random.nextInt(suffixes.length)];
      String value =
          random.nextBoolean()
              ? street
              : street
                  + ", "
                  + cities[random.nextInt(cities.length)]
                  + ", "
                  + states[random.nextInt(states.length)]
                  + " "
                  + (10000 + random.nextInt(89999));
      assertAddress("Please send the package to " + value + " before Monday.", value);
    }
  }
}
