package dev.sigil.detect.eval;

import java.util.List;

/**
 * The word lists the synthetic corpus draws from, chosen by hand to cover many languages and
 * cultures (given names and surnames from Europe, the Americas, Africa, the Middle East, South,
 * East and South-East Asia), with diacritics kept. Lists are split by position into two halves
 * ({@link #half}) so the train and dev corpora share no name, city or company.
 */
final class Lexicon {
  private Lexicon() {}

  static final List<String> FIRST_NAMES =
      split(
          "James|Mary|Robert|Patricia|Michael|Jennifer|David|Linda|William|Elizabeth|Richard|"
              + "Barbara|Joseph|Susan|Thomas|Jessica|Christopher|Sarah|Daniel|Karen|Matthew|Nancy|"
              + "Anthony|Lisa|Mark|Betty|Andrew|Emily|Joshua|Ashley|Kevin|Kimberly|Brian|Michelle|"
              + "George|Amanda|Timothy|Melissa|Ryan|Stephanie|Jacob|Rebecca|Gary|Laura|Nicholas|"
              + "Sharon|Eric|Cynthia|Jonathan|Kathleen|Olivia|Liam|Emma|Noah|Ava|Ethan|Sophia|"
              + "Grace|Chloe|Oliver|Harry|Amelia|Isla|Freya|Hamish|Siobhan|Niamh|Ciarán|Aoife|"
              + "José|María|Juan|Carmen|Luis|Lucía|Javier|Sofía|Alejandro|Valentina|Mateo|"
              + "Camila|Diego|Ximena|Santiago|Guadalupe|João|Ana|Pedro|Beatriz|Thiago|Larissa|"
              + "Gonçalo|Inês|Hans|Ursula|Jürgen|Katrin|Lukas|Lena|Maximilian|Anneliese|Jörg|"
              + "Sabine|Pierre|Camille|Étienne|Chloé|Mathieu|Océane|François|Hélène|Giuseppe|"
              + "Giulia|Alessandro|Francesca|Matteo|Chiara|Lorenzo|Federica|Jan|Anouk|Sven|Maarten|"
              + "Sanne|Lars|Ingrid|Søren|Astrid|Magnus|Sigrid|Björn|Märta|Mikko|Aino|Łukasz|"
              + "Agnieszka|Krzysztof|Małgorzata|Tomasz|Zofia|Dmitri|Olga|Sergei|Anastasia|Ivan|"
              + "Yekaterina|Oleksandr|Olena|Nikos|Eleni|Giorgos|Katerina|Mehmet|Ayşe|Emre|Zeynep|"
              + "Mustafa|Elif|Ahmed|Fatima|Mohammed|Aisha|Omar|Layla|Youssef|Mariam|Khalid|Noura|"
              + "Reza|Shirin|Dariush|Parisa|Avi|Noa|Yael|Eitan|Rajesh|Priya|Arjun|Ananya|Vikram|"
              + "Lakshmi|Suresh|Deepika|Rohan|Kavya|Sanjay|Meera|Imran|Ayesha|Farhan|Nusrat|Wei|"
              + "Xiu|Jun|Mei|Hao|Ying|Zhiwei|Li Na|Hiroshi|Yuki|Takeshi|Haruka|Kenji|Sakura|Ren|"
              + "Aoi|Min-jun|Seo-yeon|Ji-ho|Ha-eun|Minh|Linh|Tuan|Thảo|Somchai|Nattaya|Rizal|"
              + "Siti|Andi|Dewi|Jose Mari|Maricel|Chinedu|Ngozi|Oluwaseun|Folake|Emeka|Adaeze|"
              + "Kwame|Ama|Kofi|Abena|Juma|Wanjiru|Baraka|Amani|Thabo|Nomvula|Sipho|Lerato|"
              + "Tariq|Zainab|Ibrahim|Halima|Moussa|Aminata|Mamadou|Fatou|Kalani|Leilani|Tane|"
              + "Aroha|Dakota|Aiyana|Keanu|Marisol|Esperanza|Yusuf|Selin|Bogdan|Ioana|Vlad|Milica|"
              + "Nikola|Jelena|Petr|Tereza|Gábor|Zsófia|Ariana|Malik|Deshawn|Latoya|Tyrone|Keisha");

  static final List<String> SURNAMES =
      split(
          "Smith|Johnson|Williams|Brown|Jones|Miller|Davis|Wilson|Anderson|Taylor|Thomas|Moore|"
              + "Jackson|Martin|Lee|Thompson|White|Harris|Clark|Lewis|Robinson|Walker|Young|Allen|"
              + "King|Wright|Scott|Green|Baker|Adams|Nelson|Hill|Campbell|Mitchell|Roberts|Carter|"
              + "Phillips|Evans|Turner|Parker|Collins|Edwards|Stewart|Morris|Murphy|Cook|Rogers|"
              + "O'Brien|O'Connor|McCarthy|Byrne|MacDonald|Fraser|Sinclair|Hughes|Pritchard|"
              + "Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|Torres|"
              + "Flores|Rivera|Gómez|Díaz|Fernández|Jiménez|Ruiz|Álvarez|Moreno|Muñoz|"
              + "García-López|Castillo|Vargas|Silva|Santos|Oliveira|Souza|Pereira|Costa|Ferreira|"
              + "Rodrigues|Almeida|Carvalho|Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|"
              + "Becker|Schulz|Hoffmann|Schäfer|Koch|Bauer|Richter|Klein|Wolf|Schröder|"
              + "Neumann|Zimmermann|Braun|Krüger|Dubois|Lefèvre|Moreau|Laurent|Girard|Bonnet|"
              + "Dupont|Lambert|Fontaine|Rousseau|Chevalier|Rossi|Russo|Ferrari|Esposito|Bianchi|"
              + "Romano|Colombo|Ricci|Marino|Greco|De Luca|van der Berg|de Vries|Jansen|Bakker|"
              + "Visser|Smit|de Jong|Janssens|Peeters|Andersson|Johansson|Karlsson|Nilsson|"
              + "Eriksson|Larsen|Jensen|Nielsen|Hansen|Pedersen|Olsen|Virtanen|Korhonen|Nowak|"
              + "Kowalski|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Ivanov|Smirnov|"
              + "Kuznetsov|Popov|Sokolov|Petrova|Shevchenko|Kovalenko|Papadopoulos|Georgiou|"
              + "Nikolaidis|Yılmaz|Kaya|Demir|Şahin|Çelik|Öztürk|Al-Sayed|Haddad|Khoury|Mansour|"
              + "Nasser|Hussein|Rahman|Farouk|El-Amin|Hosseini|Ahmadi|Karimi|Rezaei|Cohen|Levi|"
              + "Mizrahi|Friedman|Sharma|Patel|Singh|Kumar|Gupta|Reddy|Iyer|Nair|Chatterjee|"
              + "Banerjee|Mehta|Desai|Khan|Chowdhury|Hossain|Wang|Zhang|Liu|Chen|Yang|Huang|"
              + "Zhao|Zhou|Wu|Xu|Sun|Lin|Tanaka|Suzuki|Takahashi|Watanabe|Yamamoto|Nakamura|"
              + "Kobayashi|Sato|Kim|Park|Choi|Jung|Kang|Nguyen|Tran|Pham|Le|Hoang|Vu|Santoso|"
              + "Wijaya|Reyes|Cruz|Bautista|Okafor|Adeyemi|Okonkwo|Balogun|Eze|Mensah|Owusu|"
              + "Boateng|Kamau|Otieno|Mwangi|Njoroge|Dlamini|Nkosi|Mokoena|Ndlovu|Diallo|Traoré|"
              + "Keita|Cissé|Kealoha|Horvat|Novak|Popescu|Ionescu|Petrović|Jovanović|Dvořák|"
              + "Nagy|Tóth|Washington|Jefferson|Okoye|Abubakar");

  static final List<String> CITIES =
      split(
          "London|Paris|Berlin|Madrid|Rome|Amsterdam|Brussels|Vienna|Zürich|Geneva|Lisbon|"
              + "Dublin|Edinburgh|Manchester|Birmingham|Glasgow|Cardiff|Belfast|Lyon|Marseille|"
              + "Toulouse|Munich|Hamburg|Cologne|Frankfurt|Düsseldorf|Stuttgart|Milan|Naples|"
              + "Turin|Barcelona|Valencia|Seville|Porto|Rotterdam|Antwerp|Copenhagen|Stockholm|"
              + "Oslo|Helsinki|Malmö|Gothenburg|Reykjavík|Warsaw|Kraków|Gdańsk|Prague|Brno|"
              + "Budapest|Bucharest|Sofia|Athens|Thessaloniki|Istanbul|Ankara|Izmir|Kyiv|Lviv|"
              + "Vilnius|Riga|Tallinn|New York|Los Angeles|Chicago|Houston|Phoenix|Philadelphia|"
              + "San Antonio|San Diego|Dallas|Austin|Seattle|Denver|Boston|Atlanta|Miami|Detroit|"
              + "Portland|Minneapolis|New Orleans|Toronto|Montréal|Vancouver|Calgary|Ottawa|"
              + "Mexico City|Guadalajara|Monterrey|Bogotá|Medellín|Lima|Santiago|Buenos Aires|"
              + "Córdoba|Montevideo|São Paulo|Rio de Janeiro|Belo Horizonte|Salvador|Quito|"
              + "Caracas|Havana|Lagos|Abuja|Accra|Nairobi|Mombasa|Kampala|Dar es Salaam|"
              + "Addis Ababa|Johannesburg|Cape Town|Durban|Casablanca|Marrakesh|Cairo|Alexandria|"
              + "Tunis|Dakar|Kinshasa|Dubai|Abu Dhabi|Doha|Riyadh|Jeddah|Amman|Beirut|Tel Aviv|"
              + "Jerusalem|Tehran|Karachi|Lahore|Islamabad|Mumbai|Delhi|Bengaluru|Chennai|"
              + "Hyderabad|Kolkata|Pune|Ahmedabad|Dhaka|Colombo|Kathmandu|Bangkok|Chiang Mai|"
              + "Hanoi|Ho Chi Minh City|Kuala Lumpur|Singapore|Jakarta|Surabaya|Manila|Cebu|"
              + "Shanghai|Beijing|Shenzhen|Guangzhou|Chengdu|Hong Kong|Taipei|Seoul|Busan|Tokyo|"
              + "Osaka|Kyoto|Yokohama|Sapporo|Sydney|Melbourne|Brisbane|Perth|Adelaide|Auckland|"
              + "Wellington|Christchurch|Springfield|Cambridge|Oxford|Leeds|Bristol|Nottingham");

  static final List<String> COUNTRIES =
      split(
          "France|Germany|Spain|Italy|Portugal|Ireland|the Netherlands|Belgium|Austria|"
              + "Switzerland|Sweden|Norway|Denmark|Finland|Poland|Czechia|Hungary|Romania|Greece|"
              + "Turkey|Ukraine|the United Kingdom|Scotland|the United States|Canada|Mexico|"
              + "Brazil|Argentina|Colombia|Peru|Chile|Nigeria|Ghana|Kenya|South Africa|Egypt|"
              + "Morocco|Ethiopia|Senegal|Saudi Arabia|the United Arab Emirates|Qatar|Israel|"
              + "Iran|Pakistan|India|Bangladesh|Sri Lanka|Nepal|Thailand|Vietnam|Malaysia|"
              + "Indonesia|the Philippines|China|Taiwan|South Korea|Japan|Australia|New Zealand|"
              + "Iceland|Luxembourg|Croatia|Serbia|Bulgaria|Lithuania|Estonia|Latvia|Uruguay|"
              + "Ecuador|Tanzania|Uganda");

  static final List<String> COMPANIES =
      split(
          "Siemens|Deutsche Bank|Tata Consultancy Services|Infosys|Samsung Electronics|Toyota|"
              + "Nestlé|Unilever|Banco Santander|BNP Paribas|Microsoft|Google|Amazon|Salesforce|"
              + "Accenture|Vodafone|Telefónica|HSBC|Barclays|Allianz|Airbus|Shopify|Spotify|"
              + "Zalando|Rakuten|Alibaba|Tencent|Huawei|Petrobras|Safaricom|MTN Group|"
              + "Dangote Group|Emirates|Qatar Airways|Kaiser Permanente|Mayo Clinic|Northwind "
              + "Traders|Contoso Ltd|Fabrikam Inc.|Brightwave Analytics GmbH|Bluefin Logistics "
              + "LLC|Harbor & Pine Dental|Acme Corporation|Globex Corporation|Initech|Wayne "
              + "Enterprises|Stark Industries|Hooli|Vandelay Industries|Oceanic Airlines|"
              + "Lufthansa|KLM|Ryanair|Deloitte|PwC|KPMG|Ernst & Young|McKinsey & Company|"
              + "Goldman Sachs|JPMorgan Chase|Wells Fargo|Bank of America|Citibank|ING|Rabobank|"
              + "Commerzbank|Société Générale|Crédit Agricole|UniCredit|Intesa Sanpaolo|BBVA|"
              + "Itaú Unibanco|Standard Bank|Ecobank|Reliance Industries|Wipro|HDFC Bank|"
              + "ICICI Bank|Flipkart|Grab|Gojek|Sea Limited|DBS Bank|Mitsubishi|Sony|Panasonic|"
              + "Hitachi|LG Electronics|Hyundai|Kia|Foxconn|Lenovo|Xiaomi|ByteDance|Baidu|"
              + "Canva|Atlassian|Xero|Telstra|Woolworths|Tesco|Sainsbury's|Carrefour|IKEA|"
              + "H&M|Volvo|Ericsson|Nokia|Philips|ASML|Heineken|Adidas|Puma|BMW|Volkswagen|"
              + "Renault|Fiat|Ferrari|Michelin|L'Oréal|Danone|Roche|Novartis|Pfizer|"
              + "Johnson & Johnson|St. Mary's Hospital|Charité|University of Toronto|"
              + "Universidad de Buenos Aires|ETH Zurich|Stanford University|Red Cross|"
              + "Médecins Sans Frontières|Oxfam");

  static final List<String> STREETS =
      split(
          "Main|Oak|Maple|Elm|Cedar|Pine|Park|Lake|Hill|Church|High|Station|Victoria|Mill|"
              + "Washington|Lincoln|Sunset|Willow|Chestnut|Highland|Jackson|Spring|Ridge|Forest|"
              + "Meadow|River|King|Queen|Bridge|Orchard|Harbor|Broad|Market|Union|Franklin|"
              + "Riverside|Cherry|Birch|Walnut|Sycamore");

  static final List<String> STRASSEN =
      split(
          "Haupt|Bahnhof|Garten|Schiller|Goethe|Linden|Kirch|Berliner|Wald|Schul|Dorf|Berg|"
              + "Ring|Post|Markt|Friedhof|Mühlen|Rosen|Birken|Eichen");

  static final List<String> RUES =
      split(
          "rue de la Paix|rue Victor Hugo|avenue des Champs-Élysées|boulevard Voltaire|"
              + "rue du Faubourg Saint-Antoine|rue de Rivoli|avenue Jean Jaurès|rue Pasteur|"
              + "place de la République|rue des Lilas|rue Gambetta|chemin des Vignes");

  static final List<String> US_STATES =
      split("CA|NY|TX|FL|IL|PA|OH|GA|NC|MI|NJ|VA|WA|AZ|MA|TN|IN|MO|MD|WI|CO|MN|SC|AL|OR|OK");

  static final List<String> DOMAINS =
      split(
          "gmail.com|yahoo.com|outlook.com|hotmail.co.uk|icloud.com|proton.me|gmx.de|web.de|"
              + "orange.fr|libero.it|yandex.ru|mail.ru|qq.com|163.com|naver.com|yahoo.co.jp|"
              + "rediffmail.com|uol.com.br|bigpond.com|example.com|example.org|acme-corp.com|"
              + "mail.brightwave.io|contoso.co|fabrikam.net|uni-hamburg.de|cs.stanford.edu|"
              + "nhs.net|clinic-sud.fr|globex.com.mx");

  private static List<String> split(String joined) {
    return List.of(joined.split("\\|"));
  }

  /** The elements at even positions (train) or odd positions (dev). */
  static List<String> half(List<String> all, boolean train) {
    java.util.ArrayList<String> out = new java.util.ArrayList<>();
    for (int i = train ? 0 : 1; i < all.size(); i += 2) {
      out.add(all.get(i));
    }
    return List.copyOf(out);
  }
}
