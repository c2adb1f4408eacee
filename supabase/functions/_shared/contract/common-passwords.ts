// Passwords (and password stems) that top the published lists of the most used and most
// breached passwords year after year, written down here from those well-known rankings, plus
// words a guesser tries first against this organisation. Lower case; one space between
// entries. password-rules.ts also strips digits and symbols around a password and undoes
// look-alike letters (p@ssw0rd), so 'summer' covers 'Summer2024!!' and 'password' covers
// 'P@ssw0rd1234'. Shipped with the project: nothing is looked up over the network.
export const COMMON_PASSWORDS = `
password passwort passw pass passwd passcode passphrase motdepasse contrasena senha parola wachtwoord
qwerty qwertz azerty asdf asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx qwertyuiop qweasd qweasdzxc
abc abcd abcde abcdef abcdefg abcdefgh abcdefghi iloveyou iloveu loveyou lovely love lover loveme
letmein letmeinnow welcome welcomeback hello hellothere helloworld whatever nothing secret secrets
topsecret mysecret mypassword yourpassword newpassword oldpassword changeme changeit default temp
temporary tempuser test tester testing testtest test123 demo guest user username login logon
admin administrator adminadmin root rootroot superuser sysadmin manager master masterkey access
accessgranted opensesame trustno trustnoone nopassword nopass notmypassword forgot forgotten
monkey dragon dragons football baseball basketball soccer hockey golf tennis cricket rugby
sunshine princess princesa shadow superman batman spiderman ironman starwars startrek pokemon
pikachu naruto matrix mustang ferrari porsche corvette mercedes harley yamaha honda toyota
michael michelle jennifer jessica ashley amanda daniel david thomas robert charlie charlotte
andrew joshua matthew anthony jordan justin taylor hunter ranger buster tigger bailey maggie
ginger pepper cookie biscuit chocolate cheese banana orange apple cherry strawberry blueberry
summer winter spring autumn fall january february march april may june july august september
october november december monday tuesday wednesday thursday friday saturday sunday weekend
freedom liberty justice america canada london paris newyork chicago jersey newjersey texas
killer hacker hackme ninja samurai warrior wizard merlin gandalf phoenix falcon eagle eagles
tiger tigers lion lions bear bears wolf wolves panther panthers cowboy cowboys yankees lakers
dolphin dolphins butterfly flower flowers rainbow unicorn angel angels heaven jesus christ god
blessed faith hope grace church prayer family friends friend forever together happy smile
lucky money dollar cash rich diamond gold silver platinum crystal computer internet google
facebook twitter instagram linkedin youtube yahoo hotmail gmail outlook microsoft windows apple
iphone samsung android mobile laptop server network office company business work worker
myspace soccer1 playboy sexy hottie beautiful pretty cutie baby babygirl babyboy sweetie honey
sweetheart darling kitty kitten puppy doggie pussycat snoopy garfield mickey minnie disney
chelsea arsenal liverpool barcelona madrid juventus united manchester celtic rangers
jordan23 michael23 lebron kobe messi ronaldo beckham zidane
charity nonprofit volunteer volunteers donate donation donations support services service
health healthcare care carer caring community outreach mission vision staff team member
qwerty123 qwe123 abc123 abcd1234 aa123456 a123456 a1b2c3 a1b2c3d4 1q2w3e 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1qaz2wsx zaq12wsx zaq1zaq1 qazwsxedc 1qazxsw2 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6
123abc 123qwe 123qweasd 123456a 123456q 12qwaszx 1qaz 2wsx 3edc
123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210
111111 1111111 11111111 000000 00000000 121212 123123 123321 112233 654321 666666 696969
777777 7777777 888888 999999 123654 147258369 159753 159357 147852 159951 1234 12345 4321
520520 5201314 131313 101010 202020 252525 010203 102030 11223344 1122334455 12341234
`;
